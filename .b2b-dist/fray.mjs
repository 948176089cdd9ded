import {
  CliError,
  runMain
} from "./chunk-IRGTZIRY.mjs";

// print/cli.ts
var COMMANDS = {
  print: { summary: "render every deck and rule reference to PDF (default ./out)", load: () => import("./print-GYJQ6WSA.mjs") },
  export: { summary: "write print-shop files: --target mpc|tgc|dtc|tts|png", load: () => import("./export-O5BLCJY5.mjs") },
  check: { summary: "validate a card catalog", load: () => import("./check-KHA6CCVB.mjs") },
  resolve: { summary: "resolve a scripted fight from a scenario file", load: () => import("./resolve-XWLDRU62.mjs") }
};
function usage() {
  const lines = ["usage: fray <command> [options]", "", "commands:"];
  for (const [name, c] of Object.entries(COMMANDS)) lines.push(`  ${name.padEnd(9)} ${c.summary}`);
  lines.push("", "Run `fray <command> --help` for the options of one command.");
  return lines.join("\n");
}
runMain(async (argv) => {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(usage() + "\n");
    return name ? 0 : 1;
  }
  const cmd = COMMANDS[name];
  if (!cmd) {
    const { suggestion } = await import("./did-you-mean-WTLGLQZO.mjs");
    throw new CliError(`unknown command '${name}'`, suggestion(name, Object.keys(COMMANDS)) ?? "run `fray --help` to list the commands");
  }
  return (await cmd.load()).run(rest);
});
