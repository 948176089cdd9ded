// fray character new: answers (scripted, as on a terminal) → a character file that passes the check;
// each answer is checked when given and its question asked again.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/load-catalog.js';
import { characterCatalog } from './character-catalog.js';
import { checkCharacter, type CharacterCatalog } from './check-character.js';
import { askAnswers, characterYaml, type Answers } from './new-character.js';

let cat: CharacterCatalog;
beforeAll(async () => {
  const c = characterCatalog(await loadCatalog(new URL('../cards', import.meta.url).pathname));
  if ('missing' in c) throw new Error(c.missing);
  cat = c;
});

/** Answers the questions in order; records what was asked and said. Running out of answers is a test failure. */
async function session(answers: string[]): Promise<{ a: Answers; asked: string[]; said: string[] }> {
  const asked: string[] = [];
  const said: string[] = [];
  const queue = [...answers];
  const a = await askAnswers(
    async (q) => {
      asked.push(q);
      if (!queue.length) throw new Error(`no answer left for ${q}`);
      return queue.shift()!;
    },
    cat,
    (l) => said.push(l),
  );
  expect(queue).toEqual([]);
  return { a, asked, said };
}

const GOOD = [
  'Wren Ashdown',
  '2',
  '2',
  'fen-hunters',
  'bow-shot snap-shot dash fall-back',
  'perception, perception',
  'hunting-bow, leather, rope',
  'wary, evasive',
  '25',
  '12',
];

describe('fray character new', () => {
  it('asks each question with the points left, and its answers make a legal build', async () => {
    const { a, asked } = await session(GOOD);
    expect(asked.slice(0, 4)).toEqual([
      'Name: ',
      'attack bonus (4 attribute points left; Enter for 0): ',
      'defense bonus (2 attribute points left; Enter for 0): ',
      'school (1 school point; level 1 of one school): ',
    ]);
    // All 4 attribute points spent: init is not asked.
    expect(a.attributes).toEqual({ attack: 2, defense: 2, init: 0 });
    const { id, text } = characterYaml(a, cat.tables);
    expect(id).toBe('wren-ashdown');
    const r = checkCharacter(text, `${id}.yaml`, cat);
    expect(r.errors).toEqual([]);
    expect(r.character).toMatchObject({
      traits: { perception: 2 },
      techniques: ['focus', 'bow-shot', 'snap-shot', 'dash', 'fall-back'],
      schools: { 'fen-hunters': 1 },
    });
  });

  it('refuses a name with an escape sequence or a control character, and asks for the name again', async () => {
    // An escape sequence (ESC … BEL), a right-to-left override, DEL and a C1 control (CSI, U+009B).
    const { a, asked, said } = await session([
      'Wren\x1b]0;pwned\x07',
      'Wren\u202eAsh',
      'Wren\x7f',
      'Wren\u009b31m',
      'Wren Ashdown',
      ...GOOD.slice(1),
    ]);
    expect(asked.filter((q) => q === 'Name: ')).toHaveLength(5);
    expect(said.filter((l) => l === '  a name holds no control characters or escape sequences')).toHaveLength(4);
    expect(a.name).toBe('Wren Ashdown');
  });

  it('refuses abc, −1 and more points than are left, saying why, and asks that question again', async () => {
    const { a, asked, said } = await session(['Wren', 'abc', '-1', '5', '4', ...GOOD.slice(3)]);
    expect(asked.filter((q) => q.startsWith('attack bonus'))).toHaveLength(4);
    expect(said).toContain('  `abc` is not a whole number');
    expect(said).toContain('  -1: a bonus cannot be below 0');
    expect(said).toContain('  5: only 4 attribute points left');
    // 5 was not cut to 4: the 4 typed after it is what was spent.
    expect(a.attributes).toEqual({ attack: 4, defense: 0, init: 0 });
  });

  it('a wrong school or technique is re-asked at once, with a did-you-mean or the list (never an empty hint)', async () => {
    const answers = [
      'Wren',
      '',
      '',
      '',
      'fen-huntres',
      'zzzz',
      'fen-hunters',
      'bow-shot, troll-smash',
      'bow-shot, first-blood',
      'bow-shot',
      'perception',
      'hunting-bow',
      'wary',
      '',
      '',
    ];
    const { a, said } = await session(answers);
    expect(said).toContain('  hint: did you mean `fen-hunters`?');
    expect(said).toContain('  hint: schools: iron-vigil, fen-hunters, hedge-craft, shadow-step');
    expect(said).toContain('  `troll-smash` is not a technique you can take now');
    expect(said).toContain('  `first-blood` is not a technique you can take now');
    expect(said.filter((l) => /hint: *\S*: *$/.test(l) || l.trim() === 'hint:')).toEqual([]);
    expect(a).toMatchObject({ school: 'fen-hunters', techniques: ['bow-shot'] });
  });

  it('lists only what the chosen school teaches at level 1 (no monster or daily cards), and what the spare point is for', async () => {
    const { said } = await session([
      'Wren',
      '',
      '',
      '',
      'iron-vigil',
      'sword-swing, shield-bash, fall-back',
      '',
      'longsword',
      'aggressive',
      '',
      '',
    ]);
    const teaches = said.find((l) => l.startsWith('The Iron Vigil, level 1, teaches:'))!;
    expect(teaches).toBe(
      'The Iron Vigil, level 1, teaches: sword-swing (Sword Swing, needs a sword), shield-bash (Shield Bash), fall-back (Fall Back); focus free',
    );
    expect(said).toContain(
      '  it teaches 3 at level 1: 1 technique point stays unspent, kept for a technique of level 2 once a School point (a reward) opens it',
    );
  });

  it('lists armour with its defense and costs, and stances with their numbers, how many, and why', async () => {
    const { said } = await session(GOOD);
    expect(said.find((l) => l.startsWith('armour:'))).toBe(
      'armour: leather (Boiled leather: defense +1; no cost), brigandine (Brigandine: defense +2; costs 1 init), mail (Mail hauberk: defense +2; costs 1 move), plate (Plate harness: defense +3; costs 1 move, 1 init, 2 on skill checks)',
    );
    expect(said).toContain(
      'stances: every play is one action and one stance; the stance deck is smaller than the action deck (you have 5 action cards: pick 1 to 4)',
    );
    expect(said).toContain(
      '  aggressive (Aggressive: init +1, attack +3, defense −1) — Press the attack and trust your blade more than your guard.',
    );
    expect(said.some((l) => /frenzied|lurking|hulking/.test(l))).toBe(false);
  });

  it('refuses zero stances, and equipment without the weapon its techniques need', async () => {
    const answers = [
      'Wren',
      '',
      '',
      '',
      'iron-vigil',
      'sword-swing',
      '',
      'leather',
      'longsword',
      '',
      'aggressive',
      '',
      '',
    ];
    const { a, said } = await session(answers);
    expect(said).toContain('  your techniques need a sword');
    expect(said).toContain('  hint: carry longsword');
    expect(said).toContain('  at least 1 stance');
    expect(a).toMatchObject({ equipment: ['longsword'], stances: ['aggressive'] });
  });

  it('an over-spent or illegal answer set (flags) is reported at the file it would write; zero stances too', () => {
    const { text } = characterYaml(
      {
        name: 'Bad',
        attributes: { attack: 5 },
        school: 'iron-vigil',
        techniques: ['lunge'],
        traits: [],
        equipment: [],
        stances: [],
        poise: 30,
        health: 14,
      },
      cat.tables,
    );
    expect(checkCharacter(text, 'bad.yaml', cat).errors.map((p) => p.message)).toEqual([
      'over budget: 5 attribute points spent, 4 available (4 at creation): 1 too many',
      'Lunge is not taught by a school level you have learned',
      'no stance: every play is one action and one stance',
    ]);
  });

  it("Enter for poise and health takes the catalog's new-character numbers (system.yaml), not fixed ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-new-catalog-'));
    cpSync(new URL('../cards', import.meta.url).pathname, dir, { recursive: true });
    const sys = join(dir, 'witchhammer', 'system.yaml');
    const yaml = readFileSync(sys, 'utf8');
    expect(yaml).toMatch(/new_character: \{ poise: 30, health: 14 \}/);
    writeFileSync(
      sys,
      yaml.replace(/new_character: \{ poise: 30, health: 14 \}/, 'new_character: { poise: 22, health: 17 }'),
    );
    const other = characterCatalog(await loadCatalog(dir));
    if ('missing' in other) throw new Error(other.missing);
    const asked: string[] = [];
    const queue = [...GOOD.slice(0, -2), '', ''];
    const a = await askAnswers(
      async (q) => (asked.push(q), queue.shift()!),
      other,
      () => {},
    );
    expect([a.poise, a.health]).toEqual([22, 17]);
    expect(asked.slice(-2)).toEqual(['poise (the GM sets it; Enter for 22): ', 'health (Enter for 17): ']);
  });

  it('the id is the one given (the file name), not the name', () => {
    const { id, text } = characterYaml(
      {
        name: 'Wren',
        attributes: {},
        school: 'iron-vigil',
        techniques: [],
        traits: [],
        equipment: [],
        stances: ['wary'],
        poise: 30,
        health: 14,
      },
      cat.tables,
      'wren-ashdown',
    );
    expect(id).toBe('wren-ashdown');
    expect(text).toMatch(/^id: wren-ashdown$/m);
    expect(text).toMatch(/^name: Wren$/m);
  });
});
