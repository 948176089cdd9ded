// An emoji in a character's name is caught by `fray character check` at the field (it passed the
// check and was refused only at print time).
import { describe, expect, it } from 'vitest';
import { characterGlyphProblems } from './glyph-problems.js';

describe('printed fields of a built character', () => {
  it('names an emoji in the name at its line and column', async () => {
    const text = 'id: wren\nname: Wren 😀 Ashdown\npoise: 5\n';
    const problems = await characterGlyphProblems(text, 'wren.yaml', { name: 'Wren 😀 Ashdown' });
    expect(problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.field} ${p.message}`)).toEqual([
      "wren.yaml:2:7 name no print font has a glyph for '😀' (U+1F600): it cannot be printed",
    ]);
    expect(await characterGlyphProblems('name: Wren Ashdown\n', 'w.yaml', { name: 'Wren Ashdown' })).toEqual([]);
  });
});
