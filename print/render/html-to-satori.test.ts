import { describe, expect, it } from 'vitest';
import { htmlToSatori, type SatoriChild, type SatoriNode } from './html-to-satori.js';
import { parseStyle } from '../../templates/css-style.js';

const one = (html: string, classes = {}): SatoriNode => htmlToSatori(html, { classes })[0]!;
/** The text a reader would see, spaces included. */
const text = (n: SatoriChild): string =>
  typeof n === 'string'
    ? n
    : typeof n.props.children === 'string'
      ? n.props.children
      : (n.props.children ?? []).map(text).join('');

describe('htmlToSatori', () => {
  it('decodes entities', () => {
    expect(text(one('<div>Hero&#x27;s &amp; &lt;Foe&gt; &quot;x&quot; &eacute;</div>'))).toBe('Hero\'s & <Foe> "x" é');
  });

  it('keeps the spaces around inline tags', () => {
    const p = one('<p>Roll a <b>d20</b> and <span style="color:red">add</span> it.</p>');
    expect(text(p)).toBe('Roll a d20 and add it.');
    // inline children become a wrapping row of words that keep their styles
    expect(p.props.style).toMatchObject({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });
    const words = p.props.children as SatoriNode[];
    expect(words.find((w) => w.props.children === 'd20 ' || w.props.children === 'd20')!.props.style.fontWeight).toBe(
      700,
    );
  });

  it('does not glue words across a tag boundary that has no space', () => {
    expect(text(one('<p><b>On hit</b>: stunned</p>'))).toBe('On hit: stunned');
  });

  it('keeps = in data URIs (attributes and style urls)', () => {
    const src = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
    const img = one(`<div><img src="${src}" width="10" height="10" /></div>`).props.children as SatoriNode[];
    expect(img[0]!.props.src).toBe(src);
    const bg = one(`<div style="background-image:url('${src}'); color:red"></div>`);
    expect(bg.props.style.backgroundImage).toBe(`url('${src}')`);
    expect(bg.props.style.color).toBe('red');
  });

  it('tolerates <style> blocks and ::before selectors without rendering them', () => {
    const nodes = htmlToSatori('<style>.a::before { content: "x" }</style><div class="a">ok</div>');
    expect(nodes).toHaveLength(1);
    expect(text(nodes[0]!)).toBe('ok');
    expect(() => one('<div style="content:\'::before\'; color: blue">ok</div>')).not.toThrow();
  });

  it('reads classes from the theme only: no Tailwind guessing', () => {
    const n = one('<div class="p-4 text-red-500 w-full card-name">x</div>', { 'card-name': { fontSize: 14 } });
    expect(n.props.style).toEqual({ fontSize: 14, display: 'flex', boxSizing: 'border-box', flexDirection: 'column' });
  });

  it('gives blocks a flex column and leaves author flex rows alone', () => {
    const n = one('<section><div style="display:flex">  <span>a</span> <span>b</span> </div><p>c</p></section>');
    expect(n.props.style).toMatchObject({ display: 'flex', flexDirection: 'column' });
    const row = (n.props.children as SatoriNode[])[0]!;
    expect(row.props.style.flexDirection).toBeUndefined();
    expect((row.props.children as SatoriNode[]).map(text)).toEqual(['a', 'b']);
  });

  it('collapses whitespace like HTML', () => {
    expect(one('<p>\n   two\n\t words   </p>').props.children).toBe('two words');
  });

  it('turns <br> into a line break item', () => {
    const p = one('<p>a<br>b</p>');
    const kids = p.props.children as SatoriNode[];
    expect(kids.map((k) => k.props.style.width)).toContain('100%');
  });

  it('drops display:none', () => {
    expect(one('<div><p style="display:none">x</p><p>y</p></div>').props.children).toHaveLength(1);
  });
});

describe('parseStyle', () => {
  it('converts kebab-case and print units to px', () => {
    expect(
      parseStyle('font-size: 12pt; padding: 10mm 1in; border-bottom: 2px solid #000; line-height: 1.2; margin-top: 0'),
    ).toEqual({
      fontSize: 16,
      padding: '37.795px 96px',
      borderBottom: '2px solid #000',
      lineHeight: 1.2,
      marginTop: 0,
    });
  });
  it('unquotes font families and spells out flex: N', () => {
    expect(parseStyle("font-family: 'EB Garamond', serif; flex: 1")).toEqual({
      fontFamily: 'EB Garamond, serif',
      flexGrow: 1,
      flexShrink: 1,
      flexBasis: '0%',
    });
  });
  it('skips malformed declarations instead of throwing', () => {
    expect(parseStyle('color; : red; ;;width: 5mm')).toEqual({ width: 18.898 });
  });
});
