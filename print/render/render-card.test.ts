import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../engine/schema/card.js';
import { TextOverflowError } from './errors.js';
import { svgText, isCovered } from './glyph-check.js';
import {
  renderBackSvg,
  renderCardHtml,
  renderCardSvg,
  renderReferencePagesSvg,
  type RenderContext,
} from './render-card.js';
import { useBundled } from './test-kit.js';
import { smartQuotes } from '../../templates/typography.js';

const kit = useBundled();
let wh: RenderContext;
beforeAll(() => {
  wh = kit.systems.find((s) => s.system === 'witchhammer')!.ctx;
});

const action = (text: string, extra: Partial<Card> = {}): Card =>
  ({
    type: 'action',
    id: 'test-card',
    name: 'Test Card',
    init: 1,
    attack: 2,
    defense: 0,
    once_per_combat: false,
    poise_only: false,
    text,
    ...extra,
  }) as Card;
const fontSizes = (svg: string): number[] => [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));

describe('text fit', () => {
  it('keeps the full size for short text', async () => {
    const r = await renderCardSvg(action('Strike.'), wh);
    expect(fontSizes(r.svg)).toContain(11.5);
  });

  it('shrinks longer text to fit, never below the minimum', async () => {
    const r = await renderCardSvg(action('Strike the foe. '.repeat(22)), wh);
    const body = fontSizes(r.svg).filter((s) => s < 11.5 && s >= 8);
    expect(body.length).toBeGreaterThan(0);
    expect(Math.min(...fontSizes(r.svg).filter((s) => s > 7))).toBeGreaterThanOrEqual(8);
  });

  it('fails an overlong card with the card and the overflow in mm', async () => {
    const err = await renderCardSvg(action('An endless rules text that no box can hold. '.repeat(40)), wh).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(TextOverflowError);
    const e = err as TextOverflowError;
    expect(e.message).toMatch(/^card test-card: the rules text overflows its box by \d+\.\d mm$/);
    expect(e.overflowMm).toBeGreaterThan(10);
    expect(e.hint).toMatch(/shorten/);
  });

  it('fails a name with one word wider than the card, by how far it runs past the edge', async () => {
    const err = await renderCardSvg(action('x', { name: 'Pneumonoultramicroscopicsilicovolcanoconiosis' }), wh).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(TextOverflowError);
    const e = err as TextOverflowError;
    expect(e.message).toMatch(/^card test-card: the name text overflows its box by \d+\.\d mm$/);
    expect(e.overflowMm).toBeGreaterThan(1);
    expect(e.hint).toMatch(
      /a word in the name text is wider than its box: at the smallest size \(6\.4 pt\) it runs \d+\.\d mm past the edge/,
    );
  });

  it('shrinks a long word in the rules first, and breaks it only when that is not enough', async () => {
    const runsPast = (svg: string): boolean => {
      const right = Math.max(
        ...[...svg.matchAll(/<text x="([^"]*)" y="[^"]*" width="([^"]*)"[^>]*>[^<]*\S[^<]*<\/text>/g)].map(
          (m) => Number(m[1]) + Number(m[2]),
        ),
      );
      return right > r0.width - r0.trimBox.x;
    };
    const r0 = await renderCardSvg(action('Strike.'), wh);
    // Wider than the box at 11.5 px but not at the 10 px minimum: shrinks, unbroken.
    const shrunk = await renderCardSvg(action('A Counterrevolutionaries strike at dawn.'), wh);
    expect(Math.min(...fontSizes(shrunk.svg).filter((s) => s > 9 && s < 11.5))).toBeGreaterThanOrEqual(10);
    expect(shrunk.svg).toContain('>Counterrevolutionaries<');
    expect(runsPast(shrunk.svg)).toBe(false);
    // Wider than the box even at 10 px: broken inside the word.
    const word = 'Hippopotomonstrosesquippedaliophobiaantidisestablishmentarianism';
    const broken = await renderCardSvg(action(`Fear of ${word}.`), wh);
    expect(broken.svg).not.toContain(`>${word}`);
    expect(runsPast(broken.svg)).toBe(false);
  });

  it('shrinks a long name to one line', async () => {
    const r = await renderCardSvg(action('x', { name: 'The Extraordinarily Long Named Strike' }), wh);
    const nameSize = Math.max(...fontSizes(r.svg).filter((s) => s < 14 && s > 8.4));
    expect(nameSize).toBeLessThan(14);
  });
});

describe('bundled catalog', () => {
  it('renders every card, back and reference page, with real text and the trim box', async () => {
    let n = 0;
    for (const { system, cards, ctx } of kit.systems) {
      for (const card of cards) {
        const r = await renderCardSvg(card, ctx);
        expect(svgText(r.svg).replace(/\s+/g, ' ')).toContain(
          smartQuotes(card.name).replace(/\s+/g, ' ').split(' ')[0],
        );
        expect(r.trimBox.width).toBeCloseTo((63 * 96) / 25.4, 2);
        expect(r.trimBox.x).toBeCloseTo((3 * 96) / 25.4, 2);
        n++;
      }
      const back = await renderBackSvg({ id: system, name: `${system} deck`, system }, ctx);
      expect(back.width).toBeCloseTo(((63 + 6) * 96) / 25.4, 2);
      const pages = await renderReferencePagesSvg(system, ctx);
      expect(pages.length).toBeGreaterThan(0);
      for (const p of pages) expect(p.height).toBeCloseTo((297 * 96) / 25.4, 2);
    }
    expect(n).toBeGreaterThan(30);
  }, 120_000);

  it('has every character of every bundled card covered by a loaded font', async () => {
    const missing: string[] = [];
    for (const { cards, ctx } of kit.systems) {
      for (const card of cards) {
        const strings = [
          card.name,
          card.text ?? '',
          card.flavor ?? '',
          ...(card.tags ?? []),
          ...(card.type === 'character' ? Object.keys(card.skills) : []),
        ];
        for (const ch of new Set(strings.join('')))
          if (!/\s/.test(ch) && !isCovered(ctx.assets, ch.codePointAt(0)!)) missing.push(`${card.id}: ${ch}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('witchhammer reference: the worked example and the damage tracks come from the tables', async () => {
    const pages = await renderReferencePagesSvg('witchhammer', wh);
    const all = pages.map((p) => svgText(p.svg)).join('\n');
    expect(all).toContain('22');
    expect(all).toContain('12 damage');
    expect(all).toContain('game-icons.net');
    const tables = JSON.parse(JSON.stringify(wh.tables));
    tables.attack.hit_threshold = 12;
    tables.decision_timer.seconds = 20;
    const changed = (await renderReferencePagesSvg('witchhammer', { ...wh, tables }))
      .map((p) => svgText(p.svg))
      .join('\n');
    expect(changed).toContain('10 damage');
    expect(changed).toContain('20-second');
    // Mara Voss has 14 Health: groups 2,2,2,2,1,1,1,1,1,1 → 14 dots in her track
    expect(pages.some((p) => p.svg.includes('Mara'))).toBe(true);
  }, 60_000);

  it('fails a reference page that overflows', async () => {
    const many = Array.from(
      { length: 40 },
      (_, i) =>
        ({
          type: 'character',
          id: `c${i}`,
          name: `C${i}`,
          side: 'player',
          poise: 200,
          health: 90,
          init: 0,
          attack: 0,
          defense: 0,
          skills: {},
          actions: [],
          stances: [],
          extra_actions: 0,
          once_per_combat: false,
          poise_only: false,
        }) as unknown as Card,
    );
    // 4 tracks of 200 Poise boxes each do not fit one page
    const err = await renderReferencePagesSvg('witchhammer', {
      ...wh,
      cardsById: new Map(many.map((c) => [c.id, c])),
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TextOverflowError);
    expect((err as Error).message).toMatch(/witchhammer reference page 3: the page text overflows its box by/);
  }, 60_000);

  it('gives the same layout as HTML for browsers', async () => {
    const html = await renderCardHtml(kit.systems.find((s) => s.system === 'witchhammer')!.cards[0]!, wh);
    expect(html).toMatch(/^<div style="display:flex;box-sizing:border-box;width:260.787px;height:355.276px;/);
    expect(html).not.toContain('data-fit');
  });
});
