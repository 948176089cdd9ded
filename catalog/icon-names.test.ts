import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { gameIconNames } from './game-icons.js';
import { iconNamesFromJson } from './icon-names.js';

const names = (json: unknown, indent: string | number = '\t'): Set<string> | undefined =>
  iconNamesFromJson(Buffer.from(JSON.stringify(json, null, indent)));

describe('iconNamesFromJson', () => {
  it('reads the same names as JSON.parse from the installed icon set', async () => {
    const file = createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json');
    const got = iconNamesFromJson(readFileSync(file));
    expect(got).toBeDefined();
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      icons: Record<string, unknown>;
      aliases?: Record<string, unknown>;
    };
    const parsed = [...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})].sort();
    expect([...got!].sort()).toEqual(parsed);
    expect([...(await gameIconNames())].sort()).toEqual(parsed);
  });

  it('reads icons and aliases, names in UTF-8, empty objects', () => {
    const json = {
      prefix: 'x',
      info: { name: 'not an icon', icons: { nested: {} } },
      icons: { sword: { body: '<path d="M0"/>\n' }, épée: {}, 'a:b': { body: '' } },
      aliases: { blade: { parent: 'sword' } },
      width: 512,
    };
    expect([...names(json)!].sort()).toEqual(['a:b', 'blade', 'sword', 'épée']);
    expect([...names({ icons: { a: {} } })!]).toEqual(['a']);
  });

  it('leaves any other layout to JSON.parse', () => {
    const json = { icons: { a: { body: '' } } };
    expect(names(json, 2)).toBeUndefined();
    expect(names(json, 0)).toBeUndefined();
    expect(names({ icons: {} })).toBeUndefined();
    expect(names({ icons: { 'a"b': {} } })).toBeUndefined();
    expect(names({ icons: { a: 1 } })).toBeUndefined();
    expect(iconNamesFromJson(Buffer.from(JSON.stringify(json, null, '\t').replace(/\n/g, '\r\n')))).toBeUndefined();
    expect(
      iconNamesFromJson(
        Buffer.from(`${JSON.stringify(json, null, '\t').slice(0, -2)},\n\t"icons": {\n\t\t"b": {}\n\t}\n}`),
      ),
    ).toBeUndefined();
  });
});
