// print/catalog/game-icons.ts
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
var cached;
function gameIconNames() {
  cached ??= (async () => {
    const file = createRequire(import.meta.url).resolve("@iconify-json/game-icons/icons.json");
    const json = JSON.parse(await readFile(file, "utf8"));
    return /* @__PURE__ */ new Set([...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})]);
  })();
  return cached;
}

export {
  gameIconNames
};
