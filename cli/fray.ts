// The `fray` command. Each subcommand lives in cli/commands/<name>.ts and is loaded
// lazily, so `fray check` does not pay for loading the renderer.
import { UserError, runMain } from './cli-support.js';

const COMMANDS: Record<string, { summary: string; load: () => Promise<{ run(argv: string[]): Promise<number> }> }> = {
  print: {
    summary: 'render every deck and rule reference to PDF (default ./out)',
    load: () => import('./commands/print.js'),
  },
  preview: {
    summary: 'a local page with every card, updated as you save card and template files',
    load: () => import('./commands/preview.js'),
  },
  export: {
    summary: 'write print-shop files: --target mpc|tgc|dtc|tts|png',
    load: () => import('./commands/export.js'),
  },
  check: { summary: 'validate a card catalog', load: () => import('./commands/check.js') },
  campaign: {
    summary: 'a WitchHammer campaign: record a reward, rest days (heal, daily-use cards back)',
    load: () => import('./commands/campaign.js'),
  },
  character: {
    summary: 'check a built WitchHammer character against the catalog and its point budget',
    load: () => import('./commands/character.js'),
  },
  resolve: { summary: 'resolve a scripted fight from a scenario file', load: () => import('./commands/resolve.js') },
  preflight: {
    summary: 'check PDFs for a print shop: --target dtc|pnp (colours, transparency, fonts, boxes)',
    load: () => import('./commands/preflight.js'),
  },
  simulate: {
    summary: 'the balance lab: many seeded fights of a matchup, win rates per card, an HTML report',
    load: () => import('./commands/simulate.js'),
  },
};

function usage(): string {
  const lines = ['usage: fray <command> [options]', '', 'commands:'];
  for (const [name, c] of Object.entries(COMMANDS)) lines.push(`  ${name.padEnd(9)} ${c.summary}`);
  lines.push('', 'Run `fray <command> --help` for the options of one command.');
  return lines.join('\n');
}

runMain(async (argv) => {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${usage()}\n`);
    return name ? 0 : 1;
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
