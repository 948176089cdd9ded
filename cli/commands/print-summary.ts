// The lines `fray print` prints after a build: one per output folder, then the totals and notes.
import type { BuildResult } from '../../print/pipeline/build.js';

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
  for (const [dir, g] of groups)
    lines.push(
      `  ${`${outDir}/${dir}/`.padEnd(34)} ${String(g.n).padStart(3)} PDF${g.n === 1 ? ' ' : 's'}  ${(g.bytes / 1024).toFixed(0).padStart(6)} KB  (${g.changed} written, ${g.n - g.changed} unchanged)`,
    );
  lines.push(
    `fray print: ${result.rendered} rendered, ${result.cached} from cache, ${result.files.filter((f) => f.changed).length} of ${result.files.length} files written in ${seconds.toFixed(2)} s`,
  );
  for (const w of result.withheld ?? [])
    lines.push(`  ${`${outDir}/${w.path}`.padEnd(34)} not written: ${w.message}`, `    fix: ${w.hint}`);
  for (const n of result.notes ?? []) lines.push(`  note: ${n}`);
  for (const s of result.skippedReferences)
    lines.push(`  note: no rule reference for ${s} (templates/reference/${s}.hbs is missing)`);
  return lines.join('\n');
}
