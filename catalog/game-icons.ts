// The names of the bundled game-icons set, for checking `icon:` fields. Read once per
// process: icons.json is large (6 MB) and only its names are needed here, so they are read
// off its lines (icon-names.ts) and the whole file is parsed only when its layout is unexpected.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { iconNamesFromJson } from './icon-names.js';

let cached: Promise<ReadonlySet<string>> | undefined;

export function gameIconNames(): Promise<ReadonlySet<string>> {
  cached ??= (async () => {
    const bytes = await readFile(createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json'));
    const fast = iconNamesFromJson(bytes);
    if (fast) return fast;
    const json = JSON.parse(bytes.toString('utf8')) as {
      icons: Record<string, unknown>;
      aliases?: Record<string, unknown>;
    };
    return new Set([...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})]);
  })();
  return cached;
}
