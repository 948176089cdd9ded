import {
  bundledCatalogDir,
  loadCatalog
} from "./chunk-EYHMKFPK.mjs";
import {
  CliError,
  parseFlags
} from "./chunk-IRGTZIRY.mjs";
import "./chunk-PX22PQJV.mjs";
import {
  RuleError,
  SYSTEM_IDS,
  apply,
  card,
  getSystem,
  init,
  startSession,
  zodProblems
} from "./chunk-THFAJFL7.mjs";
import {
  suggestion
} from "./chunk-W24BDDEC.mjs";
import {
  formatPath,
  formatProblem,
  parseYamlSource
} from "./chunk-2S7IUNWF.mjs";

// print/resolve/load-scenario.ts
import { readFile } from "node:fs/promises";
function problemAt(src, path, message, hint, which = "value") {
  const p = src.locate(path, which);
  return { file: src.file, line: p.line, col: p.col, field: formatPath(path), message, ...hint ? { hint } : {} };
}
async function loadScenario(file, catalogDir) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new CliError(`cannot read scenario file: ${file}`, "check the path");
  }
  const src = parseYamlSource(text, file);
  if (src.syntaxErrors.length) return { ok: false, problems: [...src.syntaxErrors] };
  const doc = src.data;
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    return { ok: false, problems: [problemAt(src, [], "a scenario is a mapping with `system:`, `combatants:` and `rounds:` (or `plays:`)", "see docs/systems/witchhammer.md for the format")] };
  }
  const d = doc;
  if (typeof d.system !== "string") {
    return { ok: false, problems: [problemAt(src, ["system"], "missing `system:`", `say which rules to use, one of: ${SYSTEM_IDS.join(", ")}`)] };
  }
  const module = getSystem(d.system);
  if (!module) {
    const hint = suggestion(d.system, SYSTEM_IDS) ?? `known systems: ${SYSTEM_IDS.join(", ")}`;
    const known = SYSTEM_IDS.includes(d.system);
    return { ok: false, problems: [problemAt(src, ["system"], known ? `the ${d.system} system is not built yet` : `unknown system '${d.system}'`, known ? void 0 : hint)] };
  }
  const catalog = await loadCatalog(catalogDir ?? bundledCatalogDir());
  const tables = catalog.tables[d.system];
  if (tables === void 0) throw new CliError(`the catalog has no valid ${d.system}/system.yaml`, "run `fray check` on the catalog");
  const cards = /* @__PURE__ */ new Map();
  for (const c of catalog.cardsBySystem[d.system] ?? []) cards.set(c.id, c);
  const problems = [];
  if (d.cards !== void 0) {
    if (!Array.isArray(d.cards)) return { ok: false, problems: [problemAt(src, ["cards"], "`cards:` must be a list of cards", "write each card as `- { id: ..., type: action, ... }`")] };
    d.cards.forEach((raw, i) => {
      const r = card.safeParse(raw);
      if (r.success) cards.set(r.data.id, r.data);
      else problems.push(...zodProblems(r.error.issues, card, raw, src, ["cards", i]));
    });
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, scenario: { src, doc: d, systemId: d.system, module, tables, cards } };
}

// print/resolve/run-scenario.ts
var FIELD_NAMES = { moveTo: "move_to" };
function toProblem(s, base, e) {
  const sub = (e.path ?? []).map((seg) => typeof seg === "string" ? FIELD_NAMES[seg] ?? seg : seg);
  const path = [...base, ...sub];
  const pos = s.src.locate(path);
  return { file: s.src.file, line: pos.line, col: pos.col, field: formatPath(path), message: `${e.message} [${e.code}]`, ...e.hint ? { hint: e.hint } : {} };
}
function runScenario(s, seed) {
  const { module } = s;
  let compiled;
  try {
    compiled = module.scenario.compile(s.doc, { tables: s.tables, cards: s.cards, ...seed !== void 0 ? { seed } : {} });
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, problems: [toProblem(s, [], e.toValue())] };
    throw e;
  }
  const started = init(module.plugin, compiled.setup);
  if (!started.state) return { ok: false, problems: [toProblem(s, [], started.error)] };
  let session = startSession(started.state);
  for (const scripted of compiled.actions) {
    const r = apply(module.plugin, session, scripted.action);
    if (r.error) return { ok: false, problems: [toProblem(s, scripted.path, r.error)] };
    session = r.session;
  }
  return { ok: true, session };
}

// print/commands/resolve.ts
var USAGE = "usage: fray resolve <scenario.yaml> [--json] [--seed N] [--catalog DIR]";
async function run(argv) {
  const { flags, positionals } = parseFlags(argv, { json: "boolean", seed: "string", catalog: "string", help: "boolean" });
  if (flags.help) {
    process.stdout.write(`${USAGE}

Resolves the fight in a scenario file and prints the log (or one JSON object with --json).
`);
    return 0;
  }
  if (positionals.length !== 1) throw new CliError(positionals.length ? "give exactly one scenario file" : "missing the scenario file", USAGE);
  let seed;
  if (flags.seed !== void 0) {
    const v = String(flags.seed);
    if (!/^-?\d+$/.test(v)) throw new CliError(`--seed must be a whole number, not '${v}'`, "e.g. --seed 7");
    seed = Number(v);
  }
  const loaded = await loadScenario(positionals[0], typeof flags.catalog === "string" ? flags.catalog : void 0);
  if (!loaded.ok) return report(loaded.problems);
  const result = runScenario(loaded.scenario, seed);
  if (!result.ok) return report(result.problems);
  const { module } = loaded.scenario;
  const session = result.session;
  if (flags.json) {
    const summary2 = module.scenario.summarize(session);
    process.stdout.write(JSON.stringify({ system: loaded.scenario.systemId, ...summary2, events: session.events }, null, 2) + "\n");
    return 0;
  }
  const lines = [];
  for (const e of session.events) {
    const line = module.scenario.describe(e);
    if (line) lines.push(line);
  }
  const summary = module.scenario.summarize(session);
  lines.push("", "final state:");
  for (const [id, c] of Object.entries(summary.combatants)) {
    lines.push(`  ${id}: ${Object.entries(c).filter(([, v]) => !(Array.isArray(v) && v.length === 0)).map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : String(v)}`).join(", ")}`);
  }
  process.stdout.write(lines.join("\n") + "\n");
  return 0;
}
function report(problems) {
  for (const p of problems) process.stderr.write(formatProblem(p) + "\n");
  return 1;
}
export {
  run
};
