// The lines `fray export` prints after a successful export: one per output folder, then a total.
import type { WrittenExport } from '../../print/export/run-export.js';
import type { ExportTarget } from '../../print/export/targets.js';

export function exportSummary(r: WrittenExport, target: ExportTarget, shownOut: string): string {
  const groups = new Map<string, { n: number; bytes: number }>();
  for (const f of r.files) {
    const dir = f.path.includes('/') ? f.path.slice(0, f.path.lastIndexOf('/') + 1) : '';
    const g = groups.get(dir) ?? { n: 0, bytes: 0 };
    g.n++;
    g.bytes += f.data.length;
    groups.set(dir, g);
  }
  const lines: string[] = [];
  for (const [dir, g] of groups) {
    const what = dir
      ? `${g.n} file${g.n === 1 ? '' : 's'}`
      : r.files
          .filter((f) => !f.path.includes('/'))
          .map((f) => f.path)
          .join(', ');
    lines.push(`  ${`${shownOut}/${dir}`.padEnd(40)} ${what.padEnd(24)} ${(g.bytes / 1024).toFixed(0).padStart(7)} KB`);
  }
  const made = r.images - (r.cached ?? 0);
  const rate = r.seconds > 0 && made > 0 ? ` (${(made / r.seconds).toFixed(1)} images/s)` : '';
  const cached = r.cached ? `, ${r.cached} unchanged from the cache` : '';
  lines.push(
    `fray export --target ${target}: ${r.files.length} files from ${r.images} card faces and backs${cached}, written to ${shownOut}/ in ${r.seconds.toFixed(2)} s${rate}`,
  );
  return lines.join('\n');
}
