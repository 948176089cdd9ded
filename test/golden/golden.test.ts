// Golden SVG text per card type: every <text> run (position, font, size, content) of one
// bundled card of each type. Update with FRAY_UPDATE_GOLDEN=1 after an intended template change.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../engine/schema/card.js';
import { renderBackSvg, renderCardSvg } from '../../print/render/render-card.js';
import { bundled } from '../../print/render/test-kit.js';

const UPDATE = process.env.FRAY_UPDATE_GOLDEN === '1';
let kit: Awaited<ReturnType<typeof bundled>>;
beforeAll(async () => {
  kit = await bundled();
});

/** One line per <text>: x y size family weight style | text. */
function textRuns(svg: string): string {
  const attr = (tag: string, name: string): string => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  const round = (v: string): string => String(Math.round(Number(v) * 10) / 10);
  return [...svg.matchAll(/(<text\b[^>]*>)([^<]*)<\/text>/g)]
    .filter((m) => m[2]!.trim())
    .map(([, tag, text]) => `${round(attr(tag!, 'x'))} ${round(attr(tag!, 'y'))} ${attr(tag!, 'font-size')} ${attr(tag!, 'font-family')} ${attr(tag!, 'font-weight')} ${attr(tag!, 'font-style')} | ${text}`)
    .join('\n') + '\n';
}

function golden(name: string, actual: string): void {
  const file = new URL(`./${name}.txt`, import.meta.url);
  if (UPDATE || !existsSync(file)) {
    if (!UPDATE && process.env.CI) throw new Error(`golden file ${name}.txt is missing; run with FRAY_UPDATE_GOLDEN=1`);
    writeFileSync(file, actual);
    return;
  }
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

describe('golden SVG text', () => {
  for (const type of CARD_TYPES) {
    it(`${type} face`, async () => {
      const sys = kit.systems.find((s) => s.cards.some((c) => c.type === type))!;
      const card = sys.cards.find((c) => c.type === type)!;
      const r = await renderCardSvg(card, sys.ctx);
      golden(`${type}-${card.id}`, textRuns(r.svg));
    });
  }
  it('deck back', async () => {
    const sys = kit.systems.find((s) => s.system === 'witchhammer')!;
    golden('back-witchhammer', textRuns((await renderBackSvg({ id: 'mara-voss', name: 'Mara Voss', system: 'witchhammer' }, sys.ctx)).svg));
  });
});
