// `fray campaign reward <campaign> <character> hunt|defeat|witch|retreat --note TEXT` and
// `fray campaign rest <campaign> [--days N] [--comfortable]` (campaign/).
import { join, resolve } from 'node:path';
import {
  addCharacter,
  findCharacter,
  loadCampaign,
  withCampaign,
  writeCampaign,
} from '../../campaign/campaign-folder.js';
import { CHARACTER_ID } from '../../campaign/character-schema.js';
import { recordFight } from '../../campaign/record-fight.js';
import { parseFight } from '../../campaign/fight-file.js';
import { addReward, rest } from '../../campaign/rewards-rest.js';
import { loadCharacterCatalog, readUserFile } from '../character-catalog.js';
import { UserError, parseFlags } from '../cli-support.js';
import { intFlag } from '../int-flag.js';
import { LIMITS } from '../../engine/catalog/limits.js';
import type { CharacterCatalog } from '../../campaign/check-character.js';

const USAGE = `usage: fray campaign add <campaign-dir> <character-id>
       fray campaign record <campaign-dir> <fight.json> [--catalog DIR]
       fray campaign reward <campaign-dir> <character> <hunt|defeat|witch|retreat> --note TEXT [--catalog DIR]
       fray campaign rest <campaign-dir> [--days N] [--comfortable] [--catalog DIR]

A campaign is a folder: campaign.yaml (name, day, characters) and characters/<id>.yaml
(\`fray init\` starts one). add lists characters/<id>.yaml in campaign.yaml (\`fray character new
--out <campaign-dir>/characters/<id>.yaml\` does it for a new character).
record applies a resolved fight (\`fray resolve <scenario> --json\` output) once: Health, wounds,
afflictions and deaths, and achievement progress from its event log. reward records a reward
with its note and the campaign's day (the points each kind earns: system.yaml campaign.rewards; a
monster hunted and defeated is a hunt and a defeat); rest advances the day,
heals (per day, more in comfort: system.yaml campaign.rest) and restores daily-use cards. Every
change is written at once.`;

export async function run(argv: string[]): Promise<number> {
  const [sub, ...rest_] = argv;
  if (!sub || sub === '--help' || sub === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return sub ? 0 : 1;
  }
  if (sub !== 'reward' && sub !== 'rest' && sub !== 'record' && sub !== 'add')
    throw new UserError(`unknown subcommand 'campaign ${sub}'`, 'fray campaign add …, record …, reward … or rest …');
  const { flags, positionals } = parseFlags(rest_, {
    catalog: 'string',
    note: 'string',
    days: 'string',
    comfortable: 'boolean',
    help: 'boolean',
  });
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!positionals[0]) throw new UserError('give the campaign folder', USAGE.split('\n')[0]!);
  const dir = resolve(positionals[0]);
  if (sub === 'add') return add(dir, positionals);
  const cc = await loadCharacterCatalog(flags.catalog);
  // Read, change and write under the campaign's lock: a command started at the same time waits.
  const lines = withCampaign(
    dir,
    () => change(sub, dir, positionals, flags, cc),
    (r) =>
      process.stderr.write(
        `fray: ${r.finished.length ? `finished an interrupted change to ${dir} (${r.finished.join(', ')})` : `undid an interrupted change to ${dir} (${r.undone.join(', ')})`}\n`,
      ),
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

function add(dir: string, positionals: string[]): number {
  const id = positionals[1]?.replace(/\.yaml$/, '');
  if (!id) throw new UserError('give the character to add: its id, the name of its file', USAGE.split('\n')[0]!);
  if (!CHARACTER_ID.test(id))
    throw new UserError(
      `\`${id}\` is not a character id`,
      'the id is the name of its file in characters/, e.g. wren-ashdown',
    );
  const added = withCampaign(dir, () => addCharacter(dir, id));
  process.stdout.write(
    `${join(dir, 'campaign.yaml')}: ${added ? `\`${id}\` added to characters` : `lists \`${id}\` already`}\n`,
  );
  return 0;
}

function change(
  sub: string,
  dir: string,
  positionals: string[],
  flags: Record<string, string | boolean>,
  cc: CharacterCatalog & { afflictions: readonly string[] },
): string[] {
  const campaign = loadCampaign(dir);
  if (sub === 'record') {
    const file = positionals[1];
    if (!file)
      throw new UserError(
        'give the fight file',
        'fray resolve <scenario> --json > fight.json, then fray campaign record <campaign> fight.json',
      );
    const text = readUserFile(file, 'a fight file', 'fight');
    parseFight(text, file, cc.afflictions); // refuses names the rules do not know, before anything changes
    const r = recordFight(campaign, text, file, cc.campaign, (id) => cc.cards.get(id)?.name ?? id);
    const byRel = new Map(campaign.characters.map((c) => [c.rel, c.doc]));
    writeCampaign(campaign, [
      { rel: 'campaign.yaml', doc: campaign.doc },
      ...r.touched.map((rel) => ({ rel, doc: byRel.get(rel)! })),
    ]);
    return r.lines;
  }
  if (sub === 'reward') {
    const [, who, kind] = positionals;
    if (!who || !kind) throw new UserError('give the character and the reward', USAGE.split('\n')[0]!);
    const ch = findCharacter(campaign, who);
    const line = addReward(campaign, ch, cc.tables, kind, typeof flags.note === 'string' ? flags.note : '');
    writeCampaign(campaign, [{ rel: ch.rel, doc: ch.doc }]);
    return [line];
  }
  // Digits only (`0x10` is not 16), at most ten years of rest at once.
  const days =
    flags.days === undefined
      ? 1
      : intFlag('days', flags.days, { min: LIMITS.days.min, max: LIMITS.days.value, example: 3 });
  const lines = rest(campaign, cc.tables, days, !!flags.comfortable);
  writeCampaign(campaign, [
    { rel: 'campaign.yaml', doc: campaign.doc },
    ...campaign.characters.map((c) => ({ rel: c.rel, doc: c.doc })),
  ]);
  return lines;
}
