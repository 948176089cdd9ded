import {
  CliError
} from "./chunk-IRGTZIRY.mjs";
import {
  gameIconNames
} from "./chunk-PX22PQJV.mjs";
import {
  validateCatalog
} from "./chunk-THFAJFL7.mjs";

// print/catalog/load-catalog.ts
import { existsSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
function bundledCatalogDir() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "cards"))) return join(dir, "cards");
    const up = dirname(dir);
    if (up === dir) throw new CliError("cannot find the bundled card catalog", "pass a catalog folder explicitly");
    dir = up;
  }
}
async function listYaml(root, sub = "") {
  const entries = await readdir(join(root, sub), { withFileTypes: true });
  const out = [];
  for (const e of entries) {
    if (e.name.startsWith(".") || e.name === "node_modules") continue;
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...await listYaml(root, rel));
    else if (/\.ya?ml$/i.test(e.name)) out.push(rel);
  }
  return out;
}
function displayName(abs) {
  const rel = relative(process.cwd(), abs);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel.split(sep).join("/") : abs;
}
async function loadCatalog(dir, opts = {}) {
  const abs = resolve(dir);
  if (!existsSync(abs)) throw new CliError(`catalog folder not found: ${dir}`, "pass the folder that holds the system folders, e.g. `cards`");
  if (!statSync(abs).isDirectory()) throw new CliError(`not a folder: ${dir}`, "pass the folder that holds the system folders, e.g. `cards`");
  const paths = (await listYaml(abs)).sort();
  const files = await Promise.all(
    paths.map(async (path) => {
      const file = join(abs, path);
      return { path, text: await readFile(file, "utf8"), display: displayName(file) };
    })
  );
  const fileExists = (path) => !path.startsWith("..") && existsSync(join(abs, path));
  const data = validateCatalog(files, { icons: opts.icons ?? await gameIconNames(), fileExists });
  return { dir: abs, ...data };
}

export {
  bundledCatalogDir,
  loadCatalog
};
