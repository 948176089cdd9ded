import {
  repoRoot
} from "./chunk-FJV2BZ23.mjs";
import "./chunk-FHMUNCCG.mjs";
import {
  CliError
} from "./chunk-IRGTZIRY.mjs";

// print/pipeline/watch.ts
import { existsSync, watch } from "node:fs";
import { join } from "node:path";
function watchAndRebuild(catalogDir, build, debounceMs = 150) {
  return new Promise((resolveDone) => {
    const dirs = [catalogDir, join(repoRoot(), "templates")].filter((d) => existsSync(d));
    let timer;
    let running = false;
    let again = false;
    const rebuild = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        await build().catch((e) => {
          const msg = e instanceof CliError ? `${e.message}${e.hint ? `
  hint: ${e.hint}` : ""}` : e instanceof Error ? e.message : String(e);
          process.stderr.write(`fray: ${msg}
`);
        });
      } finally {
        running = false;
        process.stdout.write("watching for changes (Ctrl-C to stop)\n");
        if (again) {
          again = false;
          void rebuild();
        }
      }
    };
    const watchers = dirs.map(
      (d) => watch(d, { recursive: true }, (_event, file) => {
        if (file && /(^|\/)\.|~$|\.tmp$/.test(String(file))) return;
        clearTimeout(timer);
        timer = setTimeout(() => void rebuild(), debounceMs);
      })
    );
    const stop = () => {
      for (const w of watchers) w.close();
      clearTimeout(timer);
      resolveDone(0);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    void rebuild();
  });
}
export {
  watchAndRebuild
};
