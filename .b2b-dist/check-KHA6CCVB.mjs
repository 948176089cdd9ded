import {
  bundledCatalogDir,
  loadCatalog
} from "./chunk-EYHMKFPK.mjs";
import {
  parseFlags
} from "./chunk-IRGTZIRY.mjs";
import "./chunk-PX22PQJV.mjs";
import "./chunk-THFAJFL7.mjs";
import "./chunk-W24BDDEC.mjs";
import {
  formatProblem
} from "./chunk-2S7IUNWF.mjs";

// print/commands/check.ts
var HELP = `usage: fray check [catalog-dir] [--quiet]

Validates every card file and system.yaml of a catalog (default: the bundled cards/).
Prints each problem as \`file:line:col  field.path  message\` with a hint, and exits 1
when there is any; exits 0 with a one-line summary when the catalog is clean.`;
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function summarize(cat) {
  const byType = /* @__PURE__ */ new Map();
  for (const c of cat.cards.values()) byType.set(c.type, (byType.get(c.type) ?? 0) + 1);
  const parts = [...byType].sort(([a], [b]) => a < b ? -1 : 1).map(([t, n]) => plural(n, t));
  return `${plural(cat.cards.size, "card")}${parts.length ? ` (${parts.join(", ")})` : ""} in ${plural(cat.cardFiles.length, "file")}, ${plural(cat.systems.length, "system")} (${cat.systems.join(", ") || "none"})`;
}
async function run(argv) {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(HELP + "\n");
    return 0;
  }
  const { flags, positionals } = parseFlags(argv, { quiet: "boolean" });
  if (positionals.length > 1) {
    process.stderr.write(`fray check: one catalog folder at a time (got ${positionals.length})
`);
    return 1;
  }
  const dir = positionals[0] ?? bundledCatalogDir();
  const cat = await loadCatalog(dir);
  if (cat.problems.length) {
    process.stdout.write(cat.problems.map(formatProblem).join("\n") + "\n");
    const files = new Set(cat.problems.map((p) => p.file)).size;
    process.stderr.write(`fray check: ${plural(cat.problems.length, "problem")} in ${plural(files, "file")}
`);
    return 1;
  }
  if (cat.systems.length === 0) {
    process.stderr.write(`fray check: no system folders with YAML files in ${dir}
  hint: a catalog holds one folder per system, e.g. witchhammer/system.yaml
`);
    return 1;
  }
  if (!flags.quiet) process.stdout.write(`catalog OK: ${summarize(cat)}
`);
  return 0;
}
export {
  run,
  summarize
};
