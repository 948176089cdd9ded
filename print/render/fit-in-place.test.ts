import satori from 'satori';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderAssets, type RenderAssets } from './assets.js';
import { fitText, layoutFitted, type LayoutFn } from './fit.js';
import { markFitBoxes, verticalInsets } from './fit-in-place.js';
import { htmlToSatori, type SatoriNode } from './html-to-satori.js';

let layout: LayoutFn;
beforeAll(async () => {
  const assets: RenderAssets = await loadRenderAssets();
  const fonts = assets.fonts.map((f) => ({
    name: f.name,
    weight: f.weight,
    style: f.style,
    data: Buffer.from(f.data),
  }));
  layout = (node, width, height) =>
    satori(strip(node) as never, { width, height, fonts: fonts as never, embedFont: false });
});

function strip(node: SatoriNode): SatoriNode {
  const { children, ...props } = node.props;
  for (const k of Object.keys(props)) if (k.startsWith('data-')) delete props[k];
  return {
    type: node.type,
    props: {
      ...props,
      ...(children === undefined
        ? {}
        : {
            children:
              typeof children === 'string' ? children : children.map((c) => (typeof c === 'string' ? c : strip(c))),
          }),
    },
  };
}

const tree = (html: string): SatoriNode => htmlToSatori(html)[0]!;

/** Satori numbers its clip and mask ids by position; drop unreferenced ones and renumber. */
function canonical(svg: string): string {
  let prev: string;
  do {
    prev = svg;
    svg = svg.replace(/<(mask|clipPath) id="([^"]+)">(?:(?!<\/\1>).)*<\/\1>/g, (m, _t, id: string) =>
      svg.includes(`url(#${id})`) ? m : '',
    );
  } while (svg !== prev);
  const ids = new Map<string, string>();
  return svg.replace(/satori_[\w-]+/g, (id) => ids.get(id) ?? (ids.set(id, `id${ids.size}`), `id${ids.size - 1}`));
}

const text = (n: number): string => 'Strike where the armour is thin. '.repeat(n);
const card = (body: string, name = 'Sword Swing'): string => `
  <div style="display:flex; flex-direction:column; width:240px; height:330px; padding:10px; font-family:'EB Garamond'; background-color:#f3e9d2;">
    <div data-fit="name" data-fit-min="9" style="display:flex; justify-content:center; align-items:center; width:220px; height:24px; margin-top:3px; font-size:16px; font-weight:700; text-align:center;">${name}</div>
    <div data-fit="rules" data-fit-min="7" style="display:flex; flex-direction:column; width:220px; height:150px; font-size:12px; padding-top:4px; border-top:1px solid #333;">
      <div style="display:flex; flex-direction:row;"><span style="color:#a33; margin-right:4px;">Target</span><span>the nearest enemy</span></div>
      <p style="display:flex; margin:3px 0 0 0;">${body}</p>
    </div>
  </div>`;

describe('text fit measured in the layout itself', () => {
  it('gives the same SVG as measuring each box alone, fitting or shrinking', async () => {
    for (const [body, name] of [
      [text(1), 'Sword Swing'],
      [text(6), 'Sword Swing'],
      [text(14), 'Sword Swing'],
      [text(3), 'A Very Long Name For A Card That Wraps'],
    ] as const) {
      const alone = tree(card(body, name));
      await fitText(alone, 'test', layout);
      const expected = await layout(alone, 260, 350);
      const inPlace = tree(card(body, name));
      const svg = await layoutFitted(inPlace, 'test', layout, 260, 350);
      expect(canonical(svg)).toBe(canonical(expected));
      expect(svg).not.toMatch(/#fe02/);
      expect(inPlace).toEqual(alone);
    }
  });

  it('lays out a card whose boxes fit with one Satori call', async () => {
    let calls = 0;
    const counted: LayoutFn = (node, w, h) => (calls++, layout(node, w, h));
    await layoutFitted(tree(card(text(2))), 'test', counted, 260, 350);
    expect(calls).toBe(1);
  });

  it('still fails text that cannot fit at the minimum size', async () => {
    await expect(layoutFitted(tree(card(text(40))), 'card x', layout, 260, 350)).rejects.toThrow(/card x.*rules/);
  });

  it('leaves boxes whose content a wrapper would move to the separate measure', () => {
    const unsafe = [
      '<div style="display:flex; flex-direction:column; height:40px; justify-content:space-between;"><p>a</p><p>b</p></div>',
      '<div style="display:flex; flex-direction:column; height:40px;"><p style="flex-grow:1;">a</p></div>',
      '<div style="display:flex; height:40px;"><div style="display:flex;">a</div></div>',
      '<div style="display:flex; flex-direction:column; height:40px; padding:1em;">a</div>',
      '<div style="display:flex; flex-direction:column; height:40px; flex-wrap:wrap;">a</div>',
    ];
    for (const html of unsafe) {
      const node = tree(html);
      const before = JSON.stringify(node);
      expect(markFitBoxes([node]), html).toBeUndefined();
      expect(JSON.stringify(node)).toBe(before);
    }
    const safe = tree(
      '<div style="display:flex; flex-direction:column; height:40px; justify-content:center;"><p>a</p></div>',
    );
    const marked = markFitBoxes([safe])!;
    expect(marked.boxes[0]!.room).toBe(40);
    marked.restore();
    expect(safe).toEqual(
      tree('<div style="display:flex; flex-direction:column; height:40px; justify-content:center;"><p>a</p></div>'),
    );
  });

  it('reads vertical padding and borders from shorthands and longhands', () => {
    expect(verticalInsets({ padding: '3px 0' })).toBe(6);
    expect(verticalInsets({ padding: '1px 2px 5px' })).toBe(6);
    expect(verticalInsets({ paddingTop: 4, border: '1px solid #000' })).toBe(6);
    expect(verticalInsets({ borderTop: '2px solid red', borderBottom: 'none' })).toBe(2);
    expect(verticalInsets({ borderWidth: '1px 0 3px' })).toBe(4);
    expect(verticalInsets({ boxSizing: 'content-box', padding: 9 })).toBe(0);
    expect(verticalInsets({ padding: '1em' })).toBeUndefined();
    expect(verticalInsets({ border: 'thin solid red' })).toBeUndefined();
    expect(verticalInsets({ padding: 2, paddingTop: 5 })).toBeUndefined();
  });
});
