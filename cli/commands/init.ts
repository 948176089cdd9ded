// `fray init [DIR] [--name NAME] [--copy-cards]`: a play group's own folder (campaign/group-folder.ts),
// written all or nothing, and never over a file that is there.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundledCatalogDir } from '../../catalog/load-catalog.js';
import { CHARACTERS_DIR, GROUP_LAYOUT, groupFiles, nameFromFolder } from '../../campaign/group-folder.js';
import { nameProblem } from '../../campaign/character-schema.js';
import { StagedWrites } from '../../infra/staged-write.js';
import { fsUserError, isUserFsError } from '../../infra/fs-errors.js';
import { UserError, parseFlags } from '../cli-support.js';

const USAGE = `usage: fray init [DIR] [--name NAME] [--copy-cards]

Starts a play group's folder (default: the current one): campaign/ (an empty WitchHammer campaign:
campaign.yaml and characters/) and a README.md that says what to do next, command by command.
Every command then reads the cards bundled with fray; --copy-cards copies them into cards/ to edit
(the README's commands then name it). --name is the campaign's name (default: from the folder's
name). Nothing is written over a file that is there, and on an error nothing is written at all.`;

export async function run(argv: string[]): Promise<number> {
  const { flags, positionals } = parseFlags(argv, { name: 'string', 'copy-cards': 'boolean', help: 'boolean' });
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length > 1)
    throw new UserError(`one folder at a time, not ${positionals.length}`, USAGE.split('\n')[0]);
  const dirArg = positionals[0] ?? '.';
  const dir = resolve(dirArg);
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new UserError(`${dirArg} is a file, not a folder`, 'name a new folder, e.g. fray init our-table');
  const name = typeof flags.name === 'string' ? flags.name : nameFromFolder(dir);
  const bad = nameProblem(name);
  if (bad)
    throw new UserError(
      `--name: ${bad.replace('a name', "the campaign's name").replace('a WitchHammer', 'a campaign')}`,
    );
  const copyCards = flags['copy-cards'] === true;
  const files = groupFiles(bundledCatalogDir(), name, copyCards);
  // Never over what the group has: a folder already started is named, and nothing is written.
  const tops = [...new Set(files.map((f) => f.rel.split('/')[0] ?? f.rel))];
  const taken = existsSync(dir) ? tops.filter((t) => readdirSync(dir).includes(t)) : [];
  if (taken.length)
    throw new UserError(
      `${dirArg} already has ${taken.map((t) => `\`${t}\``).join(' and ')}; nothing was written`,
      existsSync(join(dir, GROUP_LAYOUT.campaign, 'campaign.yaml'))
        ? `it is a group's folder already: its README.md says what to do next`
        : `start the group in a new folder, e.g. \`fray init ${join(dirArg, 'our-table')}\``,
    );
  const out = new StagedWrites(dir, 'the folder');
  for (const f of files) await out.stage(f.rel, f.data);
  await out.commit();
  try {
    mkdirSync(join(dir, CHARACTERS_DIR), { recursive: true });
  } catch (e) {
    if (isUserFsError(e)) throw fsUserError(e, join(dir, CHARACTERS_DIR), 'creating', 'the folder');
    throw e;
  }
  const cd = positionals[0] ? `cd ${dirArg}, then ` : '';
  process.stdout.write(
    [
      `${dirArg}: started ${name}`,
      `  ${GROUP_LAYOUT.campaign}/campaign.yaml   the campaign, no characters yet`,
      ...(copyCards ? [`  ${GROUP_LAYOUT.cards}/                   your copy of the card catalog`] : []),
      '  README.md                what to do next',
      `next: ${cd}fray character new --out ${GROUP_LAYOUT.campaign}/characters/<id>.yaml${copyCards ? ` --catalog ${GROUP_LAYOUT.cards}` : ''}`,
      '',
    ].join('\n'),
  );
  return 0;
}
