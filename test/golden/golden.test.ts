// Golden SVG text per card type: every <text> run (position, font, size, content) of one
// bundled card of each type. A missing golden file fails; after an intended template change,
// rewrite them with `npx vitest run test/golden -u` (vitest.config.ts: only -u writes snapshots).
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../engine/schema/card.js';
import { renderBackSvg, renderCardSvg } from '../../print/render/render-card.js';
import { bundled } from '../../print/render/test-kit.js';

let kit: Awaited<ReturnType<typeof bundled>>;
beforeAll(async () => {
  kit = await bundled();
});

/** One line per <text>: x y size family weight style | text. */
function textRuns(svg: string): string {
  const attr = (tag: string, name: string): string => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  const round = (v: string): string => String(Math.round(Number(v) * 10) / 10);
  return `${[...svg.matchAll(/(<text\b[^>]*>)([^<]*)<\/text>/g)]
    .filter((m) => m[2]!.trim())
    .map(
      ([, tag, text]) =>
        `${round(attr(tag!, 'x'))} ${round(attr(tag!, 'y'))} ${attr(tag!, 'font-size')} ${attr(tag!, 'font-family')} ${attr(tag!, 'font-weight')} ${attr(tag!, 'font-style')} | ${text}`,
    )
    .join('\n')}\n`;
}

async function golden(name: string, actual: string): Promise<void> {
  await expect(actual).toMatchFileSnapshot(`./${name}.txt`);
}

describe('golden SVG text', () => {
  for (const type of CARD_TYPES) {
    it(`${type} face`, async () => {
      const sys = kit.systems.find((s) => s.cards.some((c) => c.type === type))!;
      const card = sys.cards.find((c) => c.type === type)!;
      const r = await renderCardSvg(card, sys.ctx);
      await golden(`${type}-${card.id}`, textRuns(r.svg));
    });
  }
  it('deck back', async () => {
    const sys = kit.systems.find((s) => s.system === 'witchhammer')!;
    await golden(
      'back-witchhammer',
      textRuns((await renderBackSvg({ id: 'mara-voss', name: 'Mara Voss', system: 'witchhammer' }, sys.ctx)).svg),
    );
  });
});
