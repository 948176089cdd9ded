// print/cli-support.ts
var CliError = class extends Error {
  constructor(message, hint, exitCode = 1) {
    super(message);
    this.hint = hint;
    this.exitCode = exitCode;
    this.name = "CliError";
  }
  hint;
  exitCode;
};
function runMain(main) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      if (e instanceof CliError) {
        process.stderr.write(`fray: ${e.message}
${e.hint ? `  hint: ${e.hint}
` : ""}`);
        process.exitCode = e.exitCode;
        return;
      }
      const msg = e instanceof Error ? e.message : String(e);
      process.stderr.write(`fray: internal error: ${msg}
  this is a bug in fray; rerun with FRAY_DEBUG=1 for details and report it
`);
      if (process.env.FRAY_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}
`);
      process.exitCode = 2;
    }
  );
}
function parseFlags(argv, spec) {
  const flags = {};
  const positionals = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) {
      positionals.push(a);
      continue;
    }
    const [rawName, inline] = a.slice(2).split(/=(.*)/s, 2);
    const kind = spec[rawName];
    if (!kind) {
      const known = Object.keys(spec).map((k) => `--${k}`);
      throw new CliError(`unknown option --${rawName}`, known.length ? `known options: ${known.join(", ")}` : void 0);
    }
    if (kind === "boolean") flags[rawName] = true;
    else {
      const v = inline ?? argv[++i];
      if (v === void 0 || inline === void 0 && v.startsWith("--")) throw new CliError(`--${rawName} needs a value`);
      flags[rawName] = v;
    }
  }
  return { flags, positionals };
}

export {
  CliError,
  runMain,
  parseFlags
};
