// `fray character check <file…> [--catalog DIR]`: built WitchHammer characters against the
// catalog and their point budget (campaign/check-character.ts).
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { bundledCatalogDir } from '../../catalog/load-catalog.js';
import { witchhammerTables } from '../../engine/systems/witchhammer/tables.js';
import {
  askAnswers,
  CHARACTER_ID,
  characterYaml,
  kebab,
  QuitAsking,
  type Answers,
  type Ask,
} from '../../campaign/new-character.js';
import { writeAtomic, writeAtomicSync } from '../../infra/atomic-write.js';
import { addCharacter, campaignWhat, withCampaign } from '../../campaign/campaign-folder.js';
import { spendPoint } from '../../campaign/spend-points.js';
import { commitFolder } from '../../infra/folder-transaction.js';
import { reportProblems } from '../problem-report.js';
import { unspent } from '../../campaign/budget.js';
import { checkCharacter } from '../../campaign/check-character.js';
import { loadCharacterCatalog, readUserFile } from '../character-catalog.js';
import { intFlag } from '../int-flag.js';
import { flagProblem } from './character-flags.js';
import { lineEditorOutput, terminalSafe } from '../terminal-text.js';
import { UserError, parseFlags } from '../cli-support.js';
import { LIMITS } from '../../engine/catalog/limits.js';
import { fsUserError, isUserFsError } from '../../infra/fs-errors.js';

/** The equipment a character may carry, in words, as the catalog's system.yaml says (`campaign.equipment_limits`). */
export type EquipmentLimits = { readonly weapon: number; readonly armour: number; readonly misc: number };

const carried = (l: EquipmentLimits | undefined): string =>
  l
    ? `at most ${l.weapon} weapon${l.weapon === 1 ? '' : 's'}, ${l.armour} armour and ${l.misc} misc item${l.misc === 1 ? '' : 's'}`
    : 'no more equipment than system.yaml allows';

export const usage = (
  limits: EquipmentLimits | undefined,
): string => `usage: fray character check <character.yaml>... [--catalog DIR]
       fray character new [--name NAME --school ID --techniques A,B --traits A,B --equipment A,B
                          --stances A,B --attack N --defense N --init N --poise N --health N]
                          [--out FILE] [--force] [--catalog DIR]
       fray character spend <character.yaml> technique|school|trait|attribute <id> [--catalog DIR]

Checks built WitchHammer characters: every school, technique, trait and item is in the catalog
(default: the bundled cards/), each technique is taught by a school level learned and its weapon
is carried, ${carried(limits)}, and the points spent fit the creation
budget plus the rewards recorded. Problems print as file:line:col with a hint; exit 1 on an error (a warning does not fail).

new builds a character from the creation points: on a terminal it asks, showing the points left
and checking each answer as it is given (a wrong one is asked again; Ctrl+C or Ctrl+D quits and writes
nothing); otherwise (or with --name) it takes the flags. The file's name is the character's id
(--out characters/wren-ashdown.yaml → id wren-ashdown, as campaign.yaml lists it). The file is
written only if it passes the check. Written into a campaign's characters/ folder
(--out my-campaign/characters/wren-ashdown.yaml), the character is added to its campaign.yaml too.

spend uses a point the character has (left from creation, or earned by a reward:
\`fray campaign reward\`): a technique learned (\`technique lunge\`), a school level
(\`school iron-vigil\`: the next level of that school), a trait rank (\`trait perception\`) or an
attribute's +1 (\`attribute attack\`). The changed character must pass the check; the file is
edited in place (its comments kept) and written at once, or not at all.`;

const USAGE_LINE = usage(undefined).split('\n')[0]!;

/**
 * The help, with the limits of the catalog's system.yaml (`--catalog DIR`, or the bundled cards/).
 * Only system.yaml is read: help stays quick, and a catalog whose tables do not read still gets its help.
 */
async function help(argv: readonly string[]): Promise<string> {
  const at = argv.indexOf('--catalog');
  const dir = at >= 0 && argv[at + 1] ? argv[at + 1]! : bundledCatalogDir();
  let limits: EquipmentLimits | undefined;
  try {
    const tables = witchhammerTables.safeParse(
      parseYaml(readFileSync(join(dir, 'witchhammer', 'system.yaml'), 'utf8')),
    );
    if (tables.success) limits = tables.data.campaign?.equipment_limits;
  } catch {
    // No readable system.yaml: the help says where the limits come from instead of a number.
  }
  return `${usage(limits)}\n`;
}

export async function run(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (!sub || sub === '--help' || sub === '-h') {
    process.stdout.write(await help(rest));
    return sub ? 0 : 1;
  }
  if (sub === 'new') return newCharacter(rest);
  if (sub === 'spend') return spend(rest);
  if (sub !== 'check')
    throw new UserError(
      `unknown subcommand 'character ${sub}'`,
      'fray character new, fray character check <file>, or fray character spend <file> <kind> <id>',
    );
  const { flags, positionals } = parseFlags(rest, { catalog: 'string', help: 'boolean' });
  if (flags.help) {
    process.stdout.write(await help(rest));
    return 0;
  }
  if (!positionals.length) throw new UserError('give the character files to check', USAGE_LINE);
  const cc = await loadCharacterCatalog(flags.catalog);
  let errors = 0;
  for (const file of positionals) {
    const text = readUserFile(file, 'a character file', 'character');
    const r = checkCharacter(text, file, cc);
    // What `print` would refuse later (an emoji in the name) is named here, at the field.
    if (r.character)
      r.errors.push(
        ...(await (
          await import('../../print/render/glyph-problems.js')
        ).characterGlyphProblems(text, file, r.character)),
      );
    const found = [...r.warnings, ...r.errors];
    if (reportProblems(found, (line) => process.stdout.write(line)))
      errors += found.filter((p) => p.severity === 'error').length;
    if (!r.errors.length && r.character) {
      const left = unspent(cc.tables, r.character);
      const parts = Object.entries(left)
        .filter(([, n]) => n > 0)
        .map(([k, n]) => `${n} ${k}`);
      process.stdout.write(
        `${file}: ${r.character.name} is a legal build${parts.length ? ` (unspent: ${parts.join(', ')})` : ''}\n`,
      );
    }
  }
  if (errors) process.stderr.write(`fray character check: ${errors} problem${errors === 1 ? '' : 's'}\n`);
  return errors ? 1 : 0;
}

async function newCharacter(argv: string[]): Promise<number> {
  const spec = {
    catalog: 'string',
    out: 'string',
    force: 'boolean',
    name: 'string',
    school: 'string',
    techniques: 'string',
    traits: 'string',
    equipment: 'string',
    stances: 'string',
    attack: 'string',
    defense: 'string',
    init: 'string',
    poise: 'string',
    health: 'string',
    icon: 'string',
    help: 'boolean',
  } as const;
  const { flags } = parseFlags(argv, spec);
  if (flags.help) {
    process.stdout.write(await help(argv));
    return 0;
  }
  const cc = await loadCharacterCatalog(flags.catalog);
  const str = (k: keyof typeof spec) => (typeof flags[k] === 'string' ? (flags[k] as string) : '');
  const num = (k: keyof typeof spec, fallback: number) => {
    const v = str(k);
    if (!v) return fallback;
    // Points: digits only (`1e0` is not 1), and no more than a build could ever spend.
    return intFlag(k, v, { min: LIMITS.points.min, max: LIMITS.points.value, example: 2 });
  };
  const items = (k: keyof typeof spec) =>
    str(k)
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  // The file's name is the character's id (campaign.yaml lists characters by it): checked before any question.
  const outFlag = str('out');
  const fileId = outFlag ? idFromFile(outFlag) : undefined;
  if (outFlag && existsSync(outFlag) && !flags.force)
    throw new UserError(`${outFlag} already exists`, 'choose another --out, or --force to replace it');
  let answers: Answers;
  const fromFlags = !!str('name') || !process.stdin.isTTY;
  if (fromFlags) {
    if (!str('name'))
      throw new UserError(
        'give the character with flags (there is no terminal to ask on)',
        'e.g. fray character new --name "Wren Ashdown" --school iron-vigil --techniques sword-swing,shield-bash …',
      );
    answers = {
      name: str('name'),
      attributes: Object.fromEntries(cc.tables.attributes.map((a) => [a, num(a as keyof typeof spec, 0)])),
      school: str('school'),
      techniques: items('techniques'),
      traits: items('traits'),
      equipment: items('equipment'),
      stances: items('stances'),
      poise: num('poise', cc.tables.new_character.poise),
      health: num('health', cc.tables.new_character.health),
      ...(str('icon') ? { icon: str('icon') } : {}),
    };
  } else {
    const rl = createInterface({ input: process.stdin, output: lineEditorOutput(process.stdout) });
    // Ctrl+C or Ctrl+D at a prompt quits: nothing is written, exit 130, no message.
    const quit = new Promise<never>((_, reject) => {
      rl.on('SIGINT', () => reject(new QuitAsking()));
      rl.on('close', () => reject(new QuitAsking()));
    });
    quit.catch(() => {});
    // The prompt may hold names from the catalog: made safe here, as the guard would.
    const ask: Ask = (q) => Promise.race([rl.question(terminalSafe(q)), quit]);
    try {
      answers = await askAnswers(ask, cc, (line) => process.stdout.write(`${line}\n`));
    } catch (e) {
      if (e instanceof QuitAsking || (e as Error).name === 'AbortError') {
        process.stdout.write('\n');
        return 130;
      }
      throw e;
    } finally {
      rl.close();
    }
  }
  const { id, text } = characterYaml(answers, cc.tables, fileId ?? (kebab(answers.name) || undefined));
  const out = outFlag || `${id}.yaml`;
  const r = checkCharacter(text, out, cc);
  // Nothing is written yet: a problem is said of the flag or answer that gave the value, not of a line of `out`.
  for (const w of r.warnings) process.stdout.write(`${flagProblem(w, fromFlags)}\n`);
  if (r.errors.length) {
    process.stdout.write(`${r.errors.map((p) => flagProblem(p, fromFlags)).join('\n')}\n`);
    process.stderr.write(
      `fray character new: ${r.errors.length} problem${r.errors.length === 1 ? '' : 's'}; nothing was written\n`,
    );
    return 1;
  }
  if (existsSync(out) && !flags.force)
    throw new UserError(`${out} already exists`, 'choose another --out, or --force to replace it');
  // Into a campaign's characters/ folder: the file and her line in campaign.yaml, written together.
  const campaignDir = campaignOf(out);
  let listed = false;
  try {
    if (campaignDir) listed = withCampaign(campaignDir, () => addCharacter(campaignDir, id, text));
    else await writeAtomic(out, text);
  } catch (e) {
    // Named after --out, not the temp file the write went through.
    if (isUserFsError(e)) throw fsUserError({ ...e, message: e.message, path: out }, out, 'writing', '--out');
    throw e;
  }
  const left: Record<string, number> = r.character ? unspent(cc.tables, r.character) : {};
  const parts = Object.entries(left)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${k}`);
  process.stdout.write(`${out}: ${answers.name} written${parts.length ? ` (unspent: ${parts.join(', ')})` : ''}\n`);
  if (campaignDir && listed)
    process.stdout.write(`${join(dirname(dirname(out)), 'campaign.yaml')}: \`${id}\` added to characters\n`);
  else if (!campaignDir)
    process.stdout.write(
      `  not in a campaign: \`--out <campaign>/characters/${id}.yaml\` adds a character to one, or \`fray campaign add <campaign> ${id}\` once the file is there\n`,
    );
  return 0;
}

async function spend(argv: string[]): Promise<number> {
  const { flags, positionals } = parseFlags(argv, { catalog: 'string', help: 'boolean' });
  if (flags.help) {
    process.stdout.write(await help(argv));
    return 0;
  }
  const [file, kind, what, ...extra] = positionals;
  const line = 'fray character spend <character.yaml> technique|school|trait|attribute <id>';
  if (!file || !kind || !what) throw new UserError('give the character file, the kind of point and what it buys', line);
  if (extra.length) throw new UserError(`one point at a time: \`${extra.join(' ')}\` is one too many`, line);
  const cc = await loadCharacterCatalog(flags.catalog);
  const apply = () => {
    const text = readUserFile(file, 'a character file', 'character');
    const r = spendPoint(text, file, cc, kind, what);
    if (!r.text) return r;
    const campaignDir = campaignOf(file);
    if (campaignDir)
      commitFolder(
        campaignDir,
        [{ rel: relative(campaignDir, resolve(file)), data: r.text }],
        campaignWhat(campaignDir),
      );
    else writeAtomicSync(file, r.text);
    return r;
  };
  // In a campaign, under its lock: a reward recorded at the same moment is not lost.
  const campaignDir = campaignOf(file);
  let r: ReturnType<typeof apply>;
  try {
    r = campaignDir ? withCampaign(campaignDir, apply) : apply();
  } catch (e) {
    if (isUserFsError(e)) throw fsUserError({ ...e, message: e.message, path: file }, file, 'writing', 'the file');
    throw e;
  }
  const failed = reportProblems(r.problems, (l) => process.stdout.write(l));
  if (!r.text) {
    process.stderr.write(`fray character spend: ${file} does not pass the check as it is; nothing was changed\n`);
    return 1;
  }
  process.stdout.write(`${file}: ${r.line}\n`);
  return failed;
}

/** The campaign folder `out` is in (`<campaign>/characters/<id>.yaml` beside `<campaign>/campaign.yaml`), if any. */
function campaignOf(out: string): string | undefined {
  const folder = dirname(resolve(out));
  if (basename(folder) !== 'characters') return undefined;
  const dir = dirname(folder);
  return existsSync(join(dir, 'campaign.yaml')) ? dir : undefined;
}

/** `characters/wren-ashdown.yaml` → `wren-ashdown`; a name that cannot be an id is refused before any question. */
function idFromFile(file: string): string {
  const m = /^(.*)\.yaml$/.exec(basename(file));
  if (!m)
    throw new UserError(
      `--out ${file}: a character file is <id>.yaml`,
      'e.g. --out my-campaign/characters/wren-ashdown.yaml',
    );
  if (!CHARACTER_ID.test(m[1]!))
    throw new UserError(
      `--out ${file}: the file's name is the character's id, and \`${m[1]}\` is not one`,
      'use lowercase letters, digits and hyphens, e.g. wren-ashdown.yaml',
    );
  return m[1]!;
}
