// The names of the bundled game-icons set, for checking `icon:` fields. Read once per
// process: icons.json is large (6 MB) and only its names are needed here.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

let cached: Promise<ReadonlySet<string>> | undefined;

export function gameIconNames(): Promise<ReadonlySet<string>> {
  cached ??= (async () => {
    const file = createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json');
    const json = JSON.parse(await readFile(file, 'utf8')) as { icons: Record<string, unknown>; aliases?: Record<string, unknown> };
    return new Set([...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})]);
  })();
  return cached;
}
