// Every text/background pair the templates print, read from the rendered element trees of every
// bundled card, back and reference page (so the theme and the templates are the source, not a
// copied list), has a WCAG contrast of at least 4.5:1.
import { describe, expect, it } from 'vitest';
import { htmlToSatori } from './html-to-satori.js';
import { template } from './template-store.js';
import { useBundled } from './test-kit.js';
import { ATTRIBUTION } from './render-card.js';
import { cardContext, cardGeometry } from '../../templates/card-context.js';
import { contrast, textPairs } from '../../templates/contrast.js';
import { BACK_COLOURS, CLASSES, THEME } from '../../templates/theme.js';

const MIN = 4.5;
const kit = useBundled();

function lowPairs(html: string, subject: string): string[] {
  const bad: string[] = [];
  for (const root of htmlToSatori(html, { classes: CLASSES })) {
    for (const p of textPairs(root as never)) {
      for (const bg of p.backgrounds) {
        const ratio = contrast(p.colour, bg);
        if (ratio < MIN) bad.push(`${subject}: "${p.text.slice(0, 30)}" ${p.colour} on ${bg} = ${ratio.toFixed(2)}:1`);
      }
    }
  }
  return bad;
}

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // the old once-per-day badge, white on gold: below the limit, so the check can fail
    expect(contrast('#ffffff', THEME.gold)).toBeLessThan(MIN);
    expect(
      lowPairs(`<div style="background-color:${THEME.gold}; color:#ffffff;">Once per day</div>`, 'x'),
    ).toHaveLength(1);
  });

  it('every card face, back and reference page has text at 4.5:1 or more on what it is printed on', () => {
    const bad: string[] = [];
    let pairs = 0;
    for (const { system, cards, ctx } of kit.systems) {
      const sys = { id: system, name: String((ctx.tables as { name?: string }).name ?? system) };
      for (const card of cards) {
        const html = template(`cards/${card.type}`)!(
          cardContext(card, { tables: ctx.tables, system: sys, bleedMm: 3, cardsById: ctx.cardsById }),
        );
        pairs += htmlToSatori(html, { classes: CLASSES }).reduce((n, r) => n + textPairs(r as never).length, 0);
        bad.push(...lowPairs(html, `card ${card.id}`));
      }
      const back = template('backs/deck')!({
        deck: { id: system, name: `${system} deck`, system },
        system: sys,
        theme: THEME,
        colours: BACK_COLOURS,
        geom: cardGeometry(3),
      });
      bad.push(...lowPairs(back, `back of ${system}`));
      const ref = template(`reference/${system}`);
      const all = [...ctx.cardsById.values()];
      if (ref)
        bad.push(
          ...lowPairs(
            ref({
              system: sys,
              tables: ctx.tables,
              cards: all,
              characters: all.filter((c) => c.type === 'character'),
              attribution: ATTRIBUTION,
              theme: THEME,
            }),
            `${system} reference`,
          ),
        );
    }
    expect(pairs).toBeGreaterThan(500);
    expect(bad).toEqual([]);
  });
});
