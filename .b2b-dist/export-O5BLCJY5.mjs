import {
  CliError
} from "./chunk-IRGTZIRY.mjs";

// print/commands/export.ts
async function run(_argv) {
  throw new CliError("`fray export` is not built yet");
}
export {
  run
};
