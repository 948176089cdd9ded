import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { card } from '../schema/card.js';
import { applyTextEdit, freeTextKeys } from './card-delta.js';

const RAW = { type: 'action', id: 'focus', name: 'Focus', text: 'Rest.', icon: 'meditation', tags: ['recovery'] };

describe('freeTextKeys', () => {
  it("finds the card schema's plain string fields and their minimum lengths", () => {
    const keys = freeTextKeys(card);
    expect(Object.keys(keys).sort()).toEqual(['action', 'character', 'combatant', 'initiative', 'stance']);
    for (const k of Object.values(keys)) expect(k).toEqual({ name: 1, text: 0, flavor: 0, icon: 0, art: 0 });
  });

  it('leaves out otherwise checked, coerced or non-string fields, and declines unknown shapes', () => {
    const schema = z.discriminatedUnion('type', [
      z.strictObject({
        type: z.literal('a'),
        free: z.string(),
        long: z.string().min(2).min(3),
        short: z.string().max(5),
        coerced: z.coerce.string(),
        n: z.number(),
        opt: z.string().optional(),
      }),
    ]);
    expect(freeTextKeys(schema)).toEqual({ a: { free: 0, long: 3, opt: 0 } });
    expect(freeTextKeys(z.string())).toEqual({});
    expect(
      freeTextKeys(
        z.discriminatedUnion('type', [z.strictObject({ type: z.literal('a'), t: z.string() }).refine(() => true)]),
      ),
    ).toEqual({});
  });
});

describe('applyTextEdit', () => {
  const free = freeTextKeys(card);
  const validated = card.parse(RAW);

  it('gives what zod gives for a free-text edit', () => {
    const raw = { ...RAW, text: 'Breathe.', icon: 'lungs', name: 'Rest' };
    expect(applyTextEdit(RAW, validated, raw, free)).toStrictEqual(card.parse(raw));
    expect(applyTextEdit(RAW, validated, { ...RAW }, free)).toStrictEqual(validated);
  });

  it('agrees with zod on minimum lengths, which count code points', () => {
    for (const name of ['', 'X', '😀', 'é', '\uD83D', '\uD83D\uDE00\uD83D', 'ab']) {
      const raw = { ...RAW, name };
      const edited = applyTextEdit(RAW, validated, raw, free);
      const parsed = card.safeParse(raw);
      expect(edited, JSON.stringify(name)).toStrictEqual(parsed.success ? parsed.data : undefined);
    }
    const long = freeTextKeys(
      z.discriminatedUnion('type', [z.strictObject({ type: z.literal('a'), t: z.string().min(2) })]),
    );
    expect(
      applyTextEdit({ type: 'a', t: 'ab' }, { type: 'a', t: 'ab' } as never, { type: 'a', t: '😀' }, long),
    ).toBeUndefined();
    expect(
      applyTextEdit({ type: 'a', t: 'ab' }, { type: 'a', t: 'ab' } as never, { type: 'a', t: '😀😀' }, long),
    ).toEqual({ type: 'a', t: '😀😀' });
  });

  it('leaves every other change to zod', () => {
    for (const raw of [
      { ...RAW, id: 'rest' },
      { ...RAW, text: 5 },
      { ...RAW, tags: ['rest'] },
      { ...RAW, flavor: 'new key' },
      { type: 'action', name: 'Focus', id: 'focus', text: 'Rest.', icon: 'meditation', tags: ['recovery'] },
      { ...RAW, type: 'stance' },
      [RAW],
    ])
      expect(applyTextEdit(RAW, validated, raw, free), JSON.stringify(raw)).toBeUndefined();
  });
});
