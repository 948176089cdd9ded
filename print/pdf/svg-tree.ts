// Parse SVG text into a small element tree (htmlparser2 in XML mode, entities decoded).
import { Parser } from 'htmlparser2';

export interface SvgNode {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: SvgNode[];
  /** Text content (for <text> and <style>). */
  text: string;
}

export function parseSvg(svg: string): SvgNode {
  const root: SvgNode = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: SvgNode[] = [root];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const node: SvgNode = { name, attrs, children: [], text: '' };
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
  if (!top) throw new Error('not an SVG document: no <svg> element');
  return top;
}

/** Every element with an id, for url(#id) references. */
export function indexIds(node: SvgNode, map = new Map<string, SvgNode>()): Map<string, SvgNode> {
  const id = node.attrs.id;
  if (id) map.set(id, node);
  for (const c of node.children) indexIds(c, map);
  return map;
}
