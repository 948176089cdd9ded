import {
  sha1
} from "./chunk-FHMUNCCG.mjs";

// print/pipeline/paths.ts
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var root;
function repoRoot() {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "print"))) return root = dir;
    const up = dirname(dir);
    if (up === dir) return root = process.cwd();
    dir = up;
  }
}
function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1)) {
    if (e.name.startsWith(".") || e.name === "node_modules") continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) listFiles(p, out);
    else if (!e.name.endsWith(".test.ts")) out.push(p);
  }
  return out;
}
var codeHashMemo;
function codeHash() {
  if (codeHashMemo) return codeHashMemo;
  const r = repoRoot();
  const self = fileURLToPath(import.meta.url);
  const parts = [];
  const files = self.endsWith(".ts") ? [...listFiles(join(r, "print", "render")), ...listFiles(join(r, "print", "pdf")), ...listFiles(join(r, "print", "layout")), ...listFiles(join(r, "print", "pipeline")), ...listFiles(join(r, "engine", "schema"))] : listFiles(dirname(self)).filter((f) => f.endsWith(".mjs"));
  for (const f of [...files, ...listFiles(join(r, "templates"))]) {
    const st = statSync(f);
    parts.push(`${f}:${st.size}:${sha1(readFileSync(f))}`);
  }
  for (const pkg of ["satori", "@fontsource/cinzel", "@fontsource/eb-garamond", "@fontsource/noto-sans-symbols-2", "@fontsource/noto-sans-math", "@iconify-json/game-icons"]) {
    try {
      parts.push(`${pkg}@${JSON.parse(readFileSync(join(r, "node_modules", pkg, "package.json"), "utf8")).version}`);
    } catch {
      parts.push(`${pkg}@?`);
    }
  }
  return codeHashMemo = sha1(...parts);
}
function referenceTemplateExists(system) {
  return existsSync(join(repoRoot(), "templates", "reference", `${system}.hbs`));
}

export {
  repoRoot,
  codeHash,
  referenceTemplateExists
};
