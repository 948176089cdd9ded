// A render failure as a positioned problem (the card's file, line and column, the card id as the
// field, the message and a hint): the builds return these, cli/ formats them.
import type { CatalogData } from '../../engine/catalog/validate-catalog.js';
import type { Problem } from '../../engine/diagnostics/problem.js';
import type { RenderError } from './render-pool.js';

/** The failure at the card that failed, located through the catalog's card origins. */
export function renderProblem(e: RenderError, catalog: Pick<CatalogData, 'origins'> & { dir: string }): Problem {
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
    return {
      severity: 'error',
      file: origin.file,
      line: origin.line,
      col: origin.col,
      field: id ?? '',
      message,
      ...(hint ? { hint } : {}),
    };
  const file = t.kind === 'reference' ? `${t.scope.system}/system.yaml` : t.scope.system;
  return { severity: 'error', file, line: 1, col: 1, field: '', message, ...(hint ? { hint } : {}) };
}

/** The same, formatted: for the export targets, whose results still carry formatted lines. */
export async function formatRenderError(
  e: RenderError,
  catalog: Pick<CatalogData, 'origins'> & { dir: string },
): Promise<string> {
  const { formatProblem } = await import('../../engine/diagnostics/problem.js');
  return formatProblem(renderProblem(e, catalog));
}
