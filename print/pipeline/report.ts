// Turning render failures and build results into the CLI's messages.
import type { CatalogData } from '../../engine/catalog/validate-catalog.js';
import type { BuildResult } from './build.js';
import type { RenderError } from './render-pool.js';

/** `file:line:col  <card id>  message` + hint, located through the catalog's card origins. */
export async function formatRenderError(e: RenderError, catalog: Pick<CatalogData, 'origins'> & { dir: string }): Promise<string> {
  // Loaded here, not at the top: yaml-source pulls in the YAML parser, which the up-to-date path never needs.
  const { formatProblem } = await import('../../engine/catalog/yaml-source.js');
  const t = e.task;
  const id = t.kind === 'card' ? t.card.id : t.kind === 'back' ? t.deck.character?.id : undefined;
  const origin = id ? catalog.origins.get(id) : undefined;
  const what = t.kind === 'card' ? `card ${t.card.id}` : t.kind === 'back' ? `back of deck ${t.deck.id}` : `${t.scope.system} rule reference`;
  const hint = e.failure.hint ?? (e.failure.name === 'UnsupportedSvgError' ? 'the template uses an SVG feature the PDF writer does not draw; see docs/print.md' : undefined);
  // The renderer's own errors already name their subject (`card focus: …`).
  const message = e.failure.message.startsWith(`${what}:`) ? e.failure.message : `${what}: ${e.failure.message}`;
  if (origin) return formatProblem({ file: origin.file, line: origin.line, col: origin.col, field: id ?? '', message, ...(hint ? { hint } : {}) });
  const file = t.kind === 'reference' ? `${t.scope.system}/system.yaml` : t.scope.system;
  return formatProblem({ file, line: 1, col: 1, field: '', message, ...(hint ? { hint } : {}) });
}

export function summary(result: BuildResult, outDir: string, seconds: number): string {
  const lines: string[] = [];
  const groups = new Map<string, { n: number; changed: number; bytes: number }>();
  for (const f of result.files) {
    const dir = f.path.includes('/') ? f.path.slice(0, f.path.lastIndexOf('/')) : '.';
    const g = groups.get(dir) ?? { n: 0, changed: 0, bytes: 0 };
    g.n++;
    g.bytes += f.bytes;
    if (f.changed) g.changed++;
    groups.set(dir, g);
  }
  for (const [dir, g] of groups) lines.push(`  ${`${outDir}/${dir}/`.padEnd(34)} ${String(g.n).padStart(3)} PDF${g.n === 1 ? ' ' : 's'}  ${(g.bytes / 1024).toFixed(0).padStart(6)} KB  (${g.changed} written, ${g.n - g.changed} unchanged)`);
  lines.push(`fray print: ${result.rendered} rendered, ${result.cached} from cache, ${result.files.filter((f) => f.changed).length} of ${result.files.length} files written in ${seconds.toFixed(2)} s`);
  for (const n of result.notes ?? []) lines.push(`  note: ${n}`);
  for (const s of result.skippedReferences) lines.push(`  note: no rule reference for ${s} (templates/reference/${s}.hbs is missing)`);
  return lines.join('\n');
}
