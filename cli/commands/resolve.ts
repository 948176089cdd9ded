// `fray resolve <scenario.yaml> [--json] [--seed N] [--catalog DIR] [--campaign DIR]`: resolve a
// scripted fight. Generic over the registered systems: the scenario's `system:` picks the module.
// With --campaign, a WitchHammer campaign's built characters fight as `campaign-<id>` cards.
import type { Problem } from '../../engine/diagnostics/problem.js';
import { reportProblems } from '../problem-report.js';
import { intFlag } from '../int-flag.js';
import { UserError, parseFlags } from '../cli-support.js';
import { loadScenario } from '../../scenario/load-scenario.js';
import { runScenario } from '../../scenario/run-scenario.js';
import { campaignFighters } from '../../campaign/scenario-fighters.js';
import { createProgress } from '../../infra/progress.js';
import { LIMITS } from '../../engine/catalog/limits.js';

const USAGE = 'usage: fray resolve <scenario.yaml> [--json] [--seed N] [--catalog DIR] [--campaign DIR]';

export async function run(argv: string[]): Promise<number> {
  const { flags, positionals } = parseFlags(argv, {
    json: 'boolean',
    seed: 'string',
    catalog: 'string',
    campaign: 'string',
    help: 'boolean',
  });
  if (flags.help) {
    process.stdout.write(
      `${USAGE}\n\nResolves the fight in a scenario file and prints the log (or one JSON object with --json).\n--campaign DIR: the campaign's built characters fight as \`character: campaign-<id>\`, with their current Health and the daily cards used today.\n`,
    );
    return 0;
  }
  if (positionals.length !== 1)
    throw new UserError(positionals.length ? 'give exactly one scenario file' : 'missing the scenario file', USAGE);
  let seed: number | undefined;
  if (flags.seed !== undefined) {
    // The dice take a 32-bit seed: a larger one would silently equal a smaller one.
    seed = intFlag('seed', flags.seed, { min: LIMITS.seed.min, max: LIMITS.seed.value, example: 7 });
  }
  // A long fight takes seconds: on a terminal, say what is happening (stderr, so --json stays clean).
  const progress = createProgress();
  let loaded, result;
  try {
    progress.status(`reading ${positionals[0]}`);
    loaded = await loadScenario(
      positionals[0]!,
      typeof flags.catalog === 'string' ? flags.catalog : undefined,
      typeof flags.campaign === 'string' ? campaignFighters(flags.campaign) : undefined,
    );
    if (!loaded.ok) return report(loaded.problems);
    reportProblems(loaded.warnings, (line) => process.stderr.write(line));
    result = runScenario(loaded.scenario, seed, (done, total) => {
      if (done === 1) progress.start(total, 'resolving');
      progress.tick();
    });
  } finally {
    progress.done();
  }
  if (!result.ok) return report(result.problems);
  const { module } = loaded.scenario;
  const session = result.session;
  if (flags.json) {
    const summary = module.scenario.summarize(session);
    process.stdout.write(
      `${JSON.stringify({ system: loaded.scenario.systemId, ...summary, events: session.events }, null, 2)}\n`,
    );
    return 0;
  }
  const lines: string[] = [];
  for (const e of session.events) {
    const line = module.scenario.describe(e);
    if (line) lines.push(line);
  }
  const summary = module.scenario.summarize(session);
  lines.push('', 'final state:');
  for (const [id, c] of Object.entries(summary.combatants)) {
    lines.push(
      `  ${id}: ${Object.entries(c)
        .filter(([, v]) => !(Array.isArray(v) && v.length === 0))
        .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join(', ')}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

/** The problems of a load or run that failed: the fight cannot go on, so exit 1 even if only warnings were said. */
function report(problems: readonly Problem[]): number {
  return reportProblems(problems, (line) => process.stderr.write(line)) || 1;
}
