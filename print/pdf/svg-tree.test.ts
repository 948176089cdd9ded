import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { bundled } from '../render/test-kit.js';
import { renderBackSvg, renderCardSvg } from '../render/render-card.js';
import { FontSet } from './font-set.js';
import { svgToDrawing } from './svg-to-pdf.js';
import { indexIds, parseSvg, type SvgNode } from './svg-tree.js';

/** The parser parseSvg replaced (htmlparser2, XML mode), kept here as the reference. */
function oracle(svg: string): SvgNode {
  type N = { name: string; attrs: Record<string, string>; children: N[]; text: string };
  const root: N = { name: '#root', attrs: {}, children: [], text: '' };
  const stack = [root];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const node: N = { name, attrs, children: [], text: '' };
        stack[stack.length - 1]!.children.push(node);
        stack.push(node);
      },
      ontext(text) {
        stack[stack.length - 1]!.text += text;
      },
      onclosetag() {
        stack.pop();
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(svg);
  parser.end();
  const top = root.children.find((c) => c.name === 'svg');
  if (!top) throw new Error('oracle: no <svg>');
  return top;
}

const same = (svg: string): void => {
  expect(parseSvg(svg)).toStrictEqual(oracle(svg));
};
const wrap = (body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${body}</svg>`;

describe('parseSvg matches htmlparser2 (XML mode) on well-formed SVG', () => {
  it('on the Satori output of a bundled card of every type and a deck back', { timeout: 120_000 }, async () => {
    const kit = await bundled();
    const svgs: string[] = [];
    for (const sys of kit.systems) {
      for (const type of new Set(sys.cards.map((c) => c.type)))
        svgs.push((await renderCardSvg(sys.cards.find((c) => c.type === type)!, sys.ctx)).svg);
    }
    const wh = kit.systems.find((s) => s.system === 'witchhammer')!;
    svgs.push((await renderBackSvg({ id: 'mara-voss', name: 'Mara Voss', system: 'witchhammer' }, wh.ctx)).svg);
    expect(svgs.length).toBeGreaterThanOrEqual(5);
    for (const svg of svgs) {
      same(svg);
      // the icons inside the cards too
      for (const m of svg.matchAll(/href="data:image\/svg\+xml;base64,([^"]*)"/g))
        same(Buffer.from(m[1]!, 'base64').toString('utf8'));
    }
  });

  it('on game-icons bodies', () => {
    const file = createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json');
    const icons = Object.values(
      (JSON.parse(readFileSync(file, 'utf8')) as { icons: Record<string, { body: string }> }).icons,
    );
    expect(icons.length).toBeGreaterThan(1000);
    for (let i = 0; i < icons.length; i += 25) same(wrap(icons[i]!.body));
  });

  it.each([
    [
      'entities in text',
      '<text x="1">a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#65;&#x42;&#X43;&#0068; &#x1F600;</text>',
    ],
    ['entities in attributes', `<g id="a&amp;b" class='&lt;&#x41;&quot;&apos;&#66;'/>`],
    [
      'entities that are not decoded',
      '<text>&nbsp; &AMP; &amp &#65 &#x; &#; &&amp; & R&D &ampx;</text><g id="&nbsp;&amp"/>',
    ],
    ['invalid code points', '<text>&#0;&#xD800;&#55357;&#1114112;&#99999999999999999999;&#128;&#x9F;</text>'],
    ['single and mixed quotes', `<g id='a"b' class="c'd" fill = 'red'	stroke=\n"blue"/>`],
    ['duplicate attributes (the first wins)', '<g id="a" id="b" toString="x" constructor="y"/>'],
    ['comments', '<!-- a <g> b --><g><!----><!-- x -- y --></g><!-- z --!>'],
    ['CDATA kept as text, not decoded', '<style><![CDATA[a &amp; <b> ]] ]]]></style><text>x<![CDATA[]]>y</text>'],
    ['self-closing tags with and without space', '<rect/><rect x="1" /><g><path d="M0 0"/></g>'],
    ['nested text and whitespace', '<text>a<tspan>b</tspan>c</text>\n  <g>\n    <text> d </text>\n  </g>\n'],
    [
      'names as written, with colons',
      '<linearGradient id="g"><stop offset="0"/></linearGradient><clipPath/><svg:rect xlink:href="#g"/>',
    ],
    ['attribute values with markup characters', '<g id="a>b" class="c<d" data-x="/>" data-y="e=f"/>'],
  ])('%s', (_name, body) => same(wrap(body)));

  it('with a prolog, a doctype and trailing comments', () => {
    same(
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<!-- made by hand -->\n${wrap('<g/>')}\n<!-- end -->\n`,
    );
    same(`<?xml-stylesheet href="a?b" ?><svg width="1"><?pi inside??></svg>`);
  });

  it('on random well-formed documents', () => {
    const name = fc.constantFrom('g', 'path', 'text', 'linearGradient', 'clipPath', 'svg:x', 'a-b', 'x.y');
    const attrName = fc.constantFrom('id', 'd', 'fill', 'xlink:href', 'stroke-width', 'viewBox', 'data-a');
    const textChars = fc.constantFrom(
      'a',
      ' ',
      '\n',
      '\t',
      'é',
      '😀',
      '>',
      '"',
      "'",
      '&amp;',
      '&lt;',
      '&gt;',
      '&quot;',
      '&apos;',
      '&#65;',
      '&#x263A;',
      '&nbsp;',
      '&#0;',
      '&',
      ';',
      '#',
      ']]',
    );
    const text = fc.array(textChars, { maxLength: 8 }).map((a) => a.join(''));
    const attrValue = fc
      .array(fc.oneof(textChars, fc.constantFrom('<', '/>', '=')), { maxLength: 6 })
      .map((a) => a.join(''));
    const attr = fc
      .tuple(attrName, attrValue, fc.boolean(), fc.constantFrom(' ', '  ', '\n', '\t'))
      .map(([n, v, dq, ws]) => {
        const quoted = dq ? `"${v.replaceAll('"', '&quot;')}"` : `'${v.replaceAll("'", '&apos;')}'`;
        return `${ws}${n}${dq ? '=' : ' = '}${quoted}`;
      });
    const misc = fc.oneof(
      text,
      text.map((t) => `<!--${t.replaceAll('-', '')}-->`),
      text.map((t) => `<![CDATA[${t.replaceAll(']]', '')}]]>`),
      fc.constant('<?pi x?>'),
    );
    const { el } = fc.letrec<{ el: string }>((tie) => ({
      el: fc
        .tuple(
          name,
          fc.array(attr, { maxLength: 4 }),
          fc.array(fc.oneof({ depthSize: 'small' }, misc, tie('el')), { maxLength: 4 }),
          fc.boolean(),
        )
        .map(([n, attrs, kids, selfClose]) =>
          selfClose && !kids.length ? `<${n}${attrs.join('')}/>` : `<${n}${attrs.join('')}>${kids.join('')}</${n} >`,
        ),
    }));
    fc.assert(
      fc.property(fc.array(fc.oneof(el, misc), { maxLength: 4 }), (kids) => same(`<svg>${kids.join('')}</svg>`)),
      { numRuns: 300 },
    );
  });
});

describe('parseSvg on malformed input', () => {
  it.each([
    ['<svg><g></svg>', /offset 8: <\/svg> does not close <g>/],
    ['<svg><g>', /offset 8: <g> opened at offset 5 is never closed/],
    ['<svg></g></svg>', /offset 5: <\/g> does not close <svg>/],
    ['<svg></svg></svg>', /offset 11: <\/svg> does not close any element/],
    ['<svg>a < b</svg>', /offset 7: stray '<'/],
    ['<svg><</svg>', /offset 5: stray '<'/],
    ['<svg><g id="a></svg>', /offset 5: malformed tag/],
    ['<svg><g id=a/></svg>', /offset 5: malformed tag/],
    ['<svg><g id/></svg>', /offset 5: malformed tag/],
    ['<svg><!-- x </svg>', /offset 5: unterminated comment/],
    ['<svg><![CDATA[ x </svg>', /offset 5: unterminated CDATA/],
    ['<?xml version="1.0"<svg/>', /offset 0: unterminated '<\?'/],
    ['<svg></ g></svg>', /offset 5: malformed closing tag/],
    ['<svg', /offset 0: malformed tag/],
  ])('%s', (svg, message) => {
    expect(() => parseSvg(svg)).toThrow(message);
  });

  it('needs an <svg> element at the top', () => {
    expect(() => parseSvg('<g><svg/></g>')).toThrow(/no <svg> element/);
    expect(() => parseSvg('')).toThrow(/no <svg> element/);
  });
});

describe('indexIds', () => {
  it('maps every id in the tree, nested ones included', () => {
    const ids = indexIds(parseSvg(wrap('<defs id="d"><linearGradient id="g"/></defs><g><g id="n"/></g>')));
    expect([...ids.keys()]).toEqual(['d', 'g', 'n']);
    expect(ids.get('g')!.name).toBe('linearGradient');
  });
});

describe('nested SVG images (parsed once per href, shared between drawings)', () => {
  // A soft mask inside the icon: its resource name is keyed by document, so each placement
  // of a shared tree must still be its own document.
  const icon =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><mask id="m"><rect width="10" height="10" fill="#fff"/><path d="M0 0 L10 10" stroke="#000"/></mask><rect width="10" height="10" fill="green" mask="url(#m)"/></svg>';
  const hrefs = [
    `data:image/svg+xml;base64,${Buffer.from(icon).toString('base64')}`,
    `data:image/svg+xml;utf8,${encodeURIComponent(icon)}`,
  ];
  const card = (a: string, b: string): string =>
    `<svg width="40" height="20" xmlns="http://www.w3.org/2000/svg"><image width="20" height="20" href="${a}"/><image x="20" width="20" height="20" opacity="0.5" href="${b}"/></svg>`;
  const fonts = new FontSet([]);

  it('draws a repeated icon exactly as two different encodings of it', () => {
    const distinct = svgToDrawing(card(hrefs[0]!, hrefs[1]!), fonts);
    const repeated = svgToDrawing(card(hrefs[0]!, hrefs[0]!), fonts);
    expect(Object.keys(repeated.resources.forms)).toHaveLength(3);
    expect(repeated).toEqual(distinct);
    expect(svgToDrawing(card(hrefs[1]!, hrefs[1]!), fonts)).toEqual(distinct);
  });

  it('gives the same drawing after more icons than the cache holds', () => {
    const first = svgToDrawing(card(hrefs[0]!, hrefs[1]!), fonts);
    for (let i = 0; i < 70; i++) {
      const other = `data:image/svg+xml;utf8,${encodeURIComponent(icon.replace('green', `#0000${(i + 16).toString(16)}`))}`;
      svgToDrawing(card(other, other), fonts);
    }
    expect(svgToDrawing(card(hrefs[0]!, hrefs[1]!), fonts)).toEqual(first);
  });

  it('still rejects a broken icon every time', () => {
    const broken = `data:image/svg+xml;utf8,${encodeURIComponent('<svg viewBox="0 0 1 1"><g></svg>')}`;
    for (let i = 0; i < 2; i++)
      expect(() => svgToDrawing(card(broken, broken), fonts)).toThrow(/SVG parse error at offset/);
  });
});

describe('splitSvg', () => {
  it('cuts the root children out as source text, nested elements and text kept whole', async () => {
    const { splitSvg } = await import('./svg-tree.js');
    const svg =
      '<?xml version="1.0"?><svg width="10" height="10"><defs><clipPath id="c"><rect width="1" height="1"/></clipPath></defs><rect x="1" y="1" width="2" height="2" fill="rgba(0,0,0,0.5)"/><text x="1" y="5">a &lt; b</text><g><g/></g></svg>\n';
    const parts = splitSvg(svg);
    expect(parts.head).toBe('<?xml version="1.0"?><svg width="10" height="10">');
    expect(parts.children.map((c) => c.name)).toEqual(['defs', 'rect', 'text', 'g']);
    expect(parts.children[2]!.src).toBe('<text x="1" y="5">a &lt; b</text>');
    expect(parts.tail).toBe('</svg>\n');
    expect(parts.head + parts.children.map((c) => c.src).join('') + parts.tail).toBe(svg);
  });
});
