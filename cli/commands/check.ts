// `fray check [dir]`: validate a card catalog and print every problem at once.
import { parseFlags } from '../cli-support.js';
import { reportProblems } from '../problem-report.js';
import { bundledCatalogDir, loadCatalog, type Catalog } from '../../catalog/load-catalog.js';

const HELP = `usage: fray check [catalog-dir] [--quiet]

Validates every card file and system.yaml of a catalog (default: the bundled cards/).
Prints each problem as \`file:line:col  field.path  message\` with a hint, and exits 1
when there is an error; warnings (\`warning:\`) are printed but do not fail the check.
Exits 0 with a one-line summary when the catalog has no errors.`;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "12 cards (4 characters, 6 actions, 2 stances)" */
export function summarize(cat: Catalog): string {
  const byType = new Map<string, number>();
  for (const c of cat.cards.values()) byType.set(c.type, (byType.get(c.type) ?? 0) + 1);
  const parts = [...byType].sort(([a], [b]) => (a < b ? -1 : 1)).map(([t, n]) => plural(n, t));
  return `${plural(cat.cards.size, 'card')}${parts.length ? ` (${parts.join(', ')})` : ''} in ${plural(cat.cardFiles.length, 'file')}, ${plural(cat.systems.length, 'system')} (${cat.systems.join(', ') || 'none'})`;
}

export async function run(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const { flags, positionals } = parseFlags(argv, { quiet: 'boolean' });
  if (positionals.length > 1) {
    process.stderr.write(`fray check: one catalog folder at a time (got ${positionals.length})\n`);
    return 1;
  }
  const dir = positionals[0] ?? bundledCatalogDir();
  // The renderer's font coverage too (it loads the print fonts): `check` says OK only when `print` can print it.
  const { glyphProblems } = await import('../../print/render/glyph-problems.js');
  const cat = await loadCatalog(dir, { extraChecks: glyphProblems });
  if (cat.problems.length) {
    const failed = reportProblems(cat.problems, (line) => process.stdout.write(line));
    const files = new Set(cat.problems.map((p) => p.file)).size;
    const errors = cat.problems.filter((p) => p.severity === 'error').length;
    const warnings = cat.problems.length - errors;
    const counted = [errors ? plural(errors, 'problem') : '', warnings ? plural(warnings, 'warning') : '']
      .filter(Boolean)
      .join(', ');
    process.stderr.write(`fray check: ${counted} in ${plural(files, 'file')}\n`);
    if (failed) return 1;
  }
  if (cat.systems.length === 0) {
    process.stderr.write(
      `fray check: no system folders with YAML files in ${dir}\n  hint: a catalog holds one folder per system, e.g. witchhammer/system.yaml\n`,
    );
    return 1;
  }
  if (!flags.quiet) process.stdout.write(`catalog OK: ${summarize(cat)}\n`);
  return 0;
}
