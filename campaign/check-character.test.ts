// `fray character check` against the bundled catalog: the sample characters are legal; each kind
// of problem is reported at its place in the file, with a hint.
import { readFileSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/load-catalog.js';
import { characterCatalog } from './character-catalog.js';
import { checkCharacter, type CharacterCatalog } from './check-character.js';

let cat: CharacterCatalog;
beforeAll(async () => {
  const c = characterCatalog(await loadCatalog(new URL('../cards', import.meta.url).pathname));
  if ('missing' in c) throw new Error(c.missing);
  cat = c;
});
const SAMPLE = new URL('./sample/characters/', import.meta.url).pathname;
const mara = () => readFileSync(`${SAMPLE}mara-voss.yaml`, 'utf8');
const check = (text: string) => checkCharacter(text, 'mara.yaml', cat);
const brief = (text: string) => check(text).errors.map((p) => `${p.line}:${p.col} ${p.field}: ${p.message}`);

describe('fray character check', () => {
  it('the four sample characters are legal builds', () => {
    for (const f of readdirSync(SAMPLE))
      expect(checkCharacter(readFileSync(SAMPLE + f, 'utf8'), f, cat).errors, f).toEqual([]);
  });

  it('names the point kind over budget and by how much', () => {
    // 5 attribute points available (4 + the witch's 1); 6 spent.
    const r = check(
      mara().replace(
        'attributes: { attack: 2, defense: 1, init: 1 }',
        'attributes: { attack: 3, defense: 2, init: 1 }',
      ),
    );
    expect(r.errors).toEqual([
      expect.objectContaining({
        line: 9,
        col: 1,
        field: 'attributes',
        message: 'over budget: 6 attribute points spent, 5 available (4 at creation + 1 from rewards): 1 too many',
      }),
    ]);
    // Without the witch, the second school level is over budget too.
    const noWitch = check(mara().replace(/\n {2}- \{ kind: witch[^\n]*/, ''));
    expect(noWitch.errors.map((p) => p.message)).toEqual([
      'over budget: 2 school points spent, 1 available (1 at creation): 1 too many',
    ]);
  });

  it('refuses a technique from a school level not learned', () => {
    expect(brief(mara().replace('schools: { iron-vigil: 2 }', 'schools: { iron-vigil: 1 }'))).toEqual([
      '11:58 techniques[4]: Lunge is not taught by a school level you have learned',
      '11:65 techniques[5]: Overhead Cleave is not taught by a school level you have learned',
      '11:82 techniques[6]: Desperate Strike is not taught by a school level you have learned',
    ]);
  });

  it('refuses a technique that needs a weapon the character does not carry', () => {
    const r = check(mara().replace('equipment: [longsword, mail, oil, salt]', 'equipment: [war-axe, mail, oil, salt]'));
    expect(r.errors.map((p) => `${p.field}: ${p.message} | ${p.hint}`)).toEqual([
      'techniques[1]: Sword Swing needs a weapon of kind sword, which Mara Voss does not carry | carry a sword (equipment), or learn another technique',
      'techniques[4]: Lunge needs a weapon of kind sword, which Mara Voss does not carry | carry a sword (equipment), or learn another technique',
      'techniques[5]: Overhead Cleave needs a weapon of kind sword, which Mara Voss does not carry | carry a sword (equipment), or learn another technique',
    ]);
  });

  it('holds equipment to 1 weapon, 1 armour set and 5 misc items', () => {
    const r = check(
      mara().replace(
        'equipment: [longsword, mail, oil, salt]',
        'equipment: [longsword, knives, mail, plate, oil, salt, rope, cage, trap, lantern]',
      ),
    );
    expect(r.errors.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      '14:12 2 weapons: a WitchHammer carries at most 1',
      '14:12 2 armour sets: a WitchHammer carries at most 1',
      '14:12 6 misc items: a WitchHammer carries at most 5',
    ]);
  });

  it('suggests the id meant; warns about incompatible schools unless the GM allows them', () => {
    expect(check(mara().replace('intimidation: 1', 'intimdation: 1')).errors[0]).toMatchObject({
      field: 'traits.intimdation',
      message: 'unknown trait `intimdation`',
      hint: 'did you mean `intimidation`?',
    });
    const two = mara()
      .replace('schools: { iron-vigil: 2 }', 'schools: { iron-vigil: 1, shadow-step: 1 }')
      .replace(/techniques: \[[^\]]*\]/, 'techniques: [focus, sword-swing, gutting-cut]');
    const r = check(two);
    expect(r.warnings.map((p) => p.message)).toEqual(['The Iron Vigil and The Shadow Step are incompatible schools']);
    expect(r.warnings.map((p) => p.severity)).toEqual(['warning']);
    expect(check(`${two}allow_incompatible: true\n`).warnings).toEqual([]);
  });

  it('reports a malformed file at the field, through the schema', () => {
    expect(brief(mara().replace('poise: 30', 'poise: lots'))).toEqual([expect.stringMatching(/^7:8 poise: /)]);
  });
});
