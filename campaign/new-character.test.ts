// fray character new: answers (scripted, as on a terminal) → a character file that passes the check.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/load-catalog.js';
import { characterCatalog } from './character-catalog.js';
import { checkCharacter, type CharacterCatalog } from './check-character.js';
import { askAnswers, characterYaml } from './new-character.js';

let cat: CharacterCatalog;
beforeAll(async () => {
  const c = characterCatalog(await loadCatalog(new URL('../cards', import.meta.url).pathname));
  if ('missing' in c) throw new Error(c.missing);
  cat = c;
});

describe('fray character new', () => {
  it('asks each question with the points left, and its answers make a legal build', async () => {
    const answers = ['Wren Ashdown', '2', '5', 'fen-hunters', 'bow-shot snap-shot dash fall-back', 'perception, perception', 'hunting-bow, leather, rope', 'wary, evasive', '25', '12'];
    const asked: string[] = [];
    const a = await askAnswers(async (q) => (asked.push(q), answers.shift()!), cat, () => {});
    expect(asked.slice(0, 4)).toEqual(['Name: ', 'attack bonus (4 attribute points left): ', 'defense bonus (2 attribute points left): ', 'school (1 school point): ']);
    // "5" asked for defense with 2 left: it spends the 2; init is not asked when nothing is left.
    expect(a.attributes).toEqual({ attack: 2, defense: 2, init: 0 });
    const { id, text } = characterYaml(a, cat.tables);
    expect(id).toBe('wren-ashdown');
    const r = checkCharacter(text, `${id}.yaml`, cat);
    expect(r.errors).toEqual([]);
    expect(r.character).toMatchObject({ traits: { perception: 2 }, techniques: ['focus', 'bow-shot', 'snap-shot', 'dash', 'fall-back'], schools: { 'fen-hunters': 1 } });
  });

  it('an over-spent or illegal answer set is reported at the file it would write', () => {
    const { text } = characterYaml({ name: 'Bad', attributes: { attack: 5 }, school: 'iron-vigil', techniques: ['lunge'], traits: [], equipment: [], stances: [], poise: 30, health: 14 }, cat.tables);
    expect(checkCharacter(text, 'bad.yaml', cat).errors.map((p) => p.message)).toEqual([
      'over budget: 5 attribute points spent, 4 available (4 at creation): 1 too many',
      'Lunge is not taught by a school level you have learned',
    ]);
  });
});
