// `fray character check <file…> [--catalog DIR]`: built WitchHammer characters against the
// catalog and their point budget (campaign/check-character.ts).
import { readFileSync } from 'node:fs';
import { formatProblem } from '../../engine/catalog/yaml-source.js';
import { unspent } from '../../campaign/budget.js';
import { characterCatalog } from '../../campaign/character-catalog.js';
import { checkCharacter } from '../../campaign/check-character.js';
import { bundledCatalogDir, loadCatalog } from '../../print/catalog/load-catalog.js';
import { CliError, parseFlags } from '../cli-support.js';
import { fsUserError, isUserFsError } from '../fs-errors.js';

const USAGE = `usage: fray character check <character.yaml>... [--catalog DIR]

Checks built WitchHammer characters: every school, technique, trait and item is in the catalog
(default: the bundled cards/), each technique is taught by a school level learned and its weapon
is carried, at most 1 weapon, 1 armour and 5 misc items, and the points spent fit the creation
budget plus the rewards recorded. Problems print as file:line:col with a hint; exit 1 on any.`;

export async function run(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (!sub || sub === '--help' || sub === '-h') {
    process.stdout.write(USAGE + '\n');
    return sub ? 0 : 1;
  }
  if (sub !== 'check') throw new CliError(`unknown subcommand 'character ${sub}'`, 'fray character check <file>');
  const { flags, positionals } = parseFlags(rest, { catalog: 'string', help: 'boolean' });
  if (flags.help) {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  if (!positionals.length) throw new CliError('give the character files to check', USAGE.split('\n')[0]!);
  const cat = await loadCatalog(typeof flags.catalog === 'string' ? flags.catalog : bundledCatalogDir());
  if (cat.problems.length) {
    process.stdout.write(cat.problems.map(formatProblem).join('\n') + '\n');
    throw new CliError('the catalog has problems', 'run `fray check` on it first');
  }
  const cc = characterCatalog(cat);
  if ('missing' in cc) throw new CliError(cc.missing, cc.hint);
  let errors = 0;
  for (const file of positionals) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      if (isUserFsError(e)) throw fsUserError(e, file, 'reading', 'the character');
      throw e;
    }
    const r = checkCharacter(text, file, cc);
    for (const w of r.warnings) process.stdout.write(formatProblem(w).replace(/^(\S+)  /, '$1  warning: ') + '\n');
    for (const p of r.errors) process.stdout.write(formatProblem(p) + '\n');
    errors += r.errors.length;
    if (!r.errors.length && r.character) {
      const left = unspent(cc.tables, r.character);
      const parts = Object.entries(left).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${k}`);
      process.stdout.write(`${file}: ${r.character.name} is a legal build${parts.length ? ` (unspent: ${parts.join(', ')})` : ''}\n`);
    }
  }
  if (errors) process.stderr.write(`fray character check: ${errors} problem${errors === 1 ? '' : 's'}\n`);
  return errors ? 1 : 0;
}
