// A render failure as a positioned problem line (`file:line:col  card  message` + hint): the
// builds return these lines, cli/ prints them.
import type { CatalogData } from '../../engine/catalog/validate-catalog.js';
import type { RenderError } from './render-pool.js';

/** `file:line:col  <card id>  message` + hint, located through the catalog's card origins. */
export async function formatRenderError(
  e: RenderError,
  catalog: Pick<CatalogData, 'origins'> & { dir: string },
): Promise<string> {
  const { formatProblem } = await import('../../engine/diagnostics/problem.js');
  const t = e.task;
  const id = t.kind === 'card' ? t.card.id : t.kind === 'back' ? t.deck.character?.id : undefined;
  const origin = id ? catalog.origins.get(id) : undefined;
  const what =
    t.kind === 'card'
      ? `card ${t.card.id}`
      : t.kind === 'back'
        ? `back of deck ${t.deck.id}`
        : `${t.scope.system} rule reference`;
  const hint =
    e.failure.hint ??
    (e.failure.name === 'UnsupportedSvgError'
      ? 'the template uses an SVG feature the PDF writer does not draw; see docs/print.md'
      : undefined);
  // The renderer's own errors already name their subject (`card focus: …`).
  const message = e.failure.message.startsWith(`${what}:`) ? e.failure.message : `${what}: ${e.failure.message}`;
  if (origin)
    return formatProblem({
      severity: 'error',
      file: origin.file,
      line: origin.line,
      col: origin.col,
      field: id ?? '',
      message,
      ...(hint ? { hint } : {}),
    });
  const file = t.kind === 'reference' ? `${t.scope.system}/system.yaml` : t.scope.system;
  return formatProblem({ severity: 'error', file, line: 1, col: 1, field: '', message, ...(hint ? { hint } : {}) });
}
