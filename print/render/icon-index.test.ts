import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { iconIndex } from './icon-index.js';

const file = createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json');
const text = readFileSync(file, 'utf8');
const json = JSON.parse(text) as {
  icons: Record<string, { body: string }>;
  aliases: Record<string, { parent: string }>;
  width: number;
};

describe('iconIndex', () => {
  const index = iconIndex(text);

  it('finds the same body as a full JSON parse, for a spread of icons', () => {
    const names = Object.keys(json.icons);
    for (let i = 0; i < names.length; i += 97)
      expect(index.body(names[i]!), names[i]).toBe(json.icons[names[i]!]!.body);
    expect(index.body(names.at(-1)!)).toBe(json.icons[names.at(-1)!]!.body);
  });

  it('reads the file bytes as well as its text', () => {
    const fromBytes = iconIndex(readFileSync(file));
    const names = Object.keys(json.icons);
    for (const n of [names[0]!, names[1234]!, names.at(-1)!]) expect(fromBytes.body(n)).toBe(json.icons[n]!.body);
    const [alias, { parent }] = Object.entries(json.aliases).at(-1)!;
    expect(fromBytes.body(alias)).toBe(json.icons[parent]!.body);
  });

  it('resolves aliases to their parent', () => {
    for (const [alias, { parent }] of Object.entries(json.aliases))
      expect(index.body(alias), alias).toBe(json.icons[parent]!.body);
  });

  it('knows the set size and rejects unknown or malformed names', () => {
    expect(index.size).toBe(json.width);
    expect(index.body('no-such-icon-anywhere')).toBeUndefined();
    expect(index.body('"body"')).toBeUndefined();
    expect(index.body('.*')).toBeUndefined();
  });

  it('does not take a prefix match for the icon (e.g. `anvil` is not `anvil-impact`)', () => {
    const withLonger = Object.keys(json.icons).find((n) => json.icons[`${n}-impact`] || json.icons[`${n}-bow`]);
    if (withLonger) expect(index.body(withLonger)).toBe(json.icons[withLonger]!.body);
    const small = iconIndex(
      '{"icons":{"ab-c":{"body":"<x/>"},"ab":{"body":"<y \\"q\\"/>"}},"aliases":{"z":{"parent":"ab"}},"width":24,"height":24}',
    );
    expect(small.body('ab')).toBe('<y "q"/>');
    expect(small.body('z')).toBe('<y "q"/>');
    expect(small.size).toBe(24);
  });
});
