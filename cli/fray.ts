// The `fray` command. Each subcommand lives in cli/commands/<name>.ts and is loaded
// lazily, so `fray check` does not pay for loading the renderer. `fray --help` is written from
// this one list, sub-commands included, so no command is missing from it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../infra/paths.js';
import { EXPORT_TARGETS } from '../print/export/targets.js';
import { UserError, runMain } from './cli-support.js';

interface Command {
  readonly summary: string;
  /** The sub-commands, as `fray <command> <sub>`: each listed by `fray --help`. */
  readonly subs?: Readonly<Record<string, string>>;
  readonly load: () => Promise<{ run(argv: string[]): Promise<number> }>;
}

const COMMANDS: Record<string, Command> = {
  init: {
    summary: "start a play group's folder: a catalog, an empty campaign and a README that says what next",
    load: () => import('./commands/init.js'),
  },
  print: {
    summary: 'render every deck and rule reference to PDF (default ./out)',
    load: () => import('./commands/print.js'),
  },
  preview: {
    summary: 'a local page with every card, updated as you save card and template files',
    load: () => import('./commands/preview.js'),
  },
  export: {
    summary: `write print-shop files: --target ${EXPORT_TARGETS.join('|')}`,
    load: () => import('./commands/export.js'),
  },
  check: { summary: 'validate a card catalog', load: () => import('./commands/check.js') },
  character: {
    summary: 'build, check and grow a WitchHammer character',
    subs: {
      new: 'build one from the creation points (asks on a terminal, or takes flags)',
      check: 'check built characters against the catalog and their point budget',
      spend: 'spend the points a reward earned: a technique, a school level, a trait rank or an attribute',
    },
    load: () => import('./commands/character.js'),
  },
  campaign: {
    summary: 'a WitchHammer campaign folder',
    subs: {
      add: "list a character file of the campaign's characters/ folder in campaign.yaml",
      record: 'apply a resolved, ended fight once (Health, wounds, afflictions, achievements)',
      reward: 'record a reward with its note (hunt, defeat, witch, retreat)',
      rest: 'rest days: Health back, daily-use cards restored',
    },
    load: () => import('./commands/campaign.js'),
  },
  resolve: { summary: 'resolve a scripted fight from a scenario file', load: () => import('./commands/resolve.js') },
  table: {
    summary: "run the relay for players' devices (face-down picks on phones)",
    load: () => import('./commands/table.js'),
  },
  preflight: {
    summary: 'check PDFs for a print shop: --target dtc|pnp (colours, transparency, fonts, boxes)',
    load: () => import('./commands/preflight.js'),
  },
  simulate: {
    summary: 'the balance lab: many repeatable fights of a matchup, win rates per card, an HTML report',
    load: () => import('./commands/simulate.js'),
  },
};

function usage(): string {
  const lines = ['usage: fray <command> [options]', '       fray --version', '', 'commands:'];
  for (const [name, c] of Object.entries(COMMANDS)) {
    lines.push(`  ${name.padEnd(18)} ${c.summary}`);
    for (const [sub, what] of Object.entries(c.subs ?? {})) lines.push(`  ${`${name} ${sub}`.padEnd(18)}   ${what}`);
  }
  lines.push('', 'Run `fray <command> --help` for the options of one command.');
  return lines.join('\n');
}

/** The version in fray's own package.json (found from the sources, dist/ or an installed copy). */
function version(): string {
  const pkg = JSON.parse(readFileSync(join(repoRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

runMain(async (argv) => {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${usage()}\n`);
    return name ? 0 : 1;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    process.stdout.write(`fray ${version()}\n`);
    return 0;
  }
  const cmd = COMMANDS[name];
  if (!cmd) {
    const { suggestion } = await import('../engine/diagnostics/did-you-mean.js');
    throw new UserError(
      `unknown command '${name}'`,
      suggestion(name, Object.keys(COMMANDS)) ?? 'run `fray --help` to list the commands',
    );
  }
  return (await cmd.load()).run(rest);
});
