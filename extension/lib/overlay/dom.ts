// A tiny element builder. Text always goes through textContent, never innerHTML, so a card
// named `<img src=x onerror=…>` is shown as the characters it is.
type Attrs = Readonly<Record<string, string>>;

export function h<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  for (const c of children) el.append(typeof c === 'string' ? doc.createTextNode(c) : c);
  return el;
}

/** Replaces an element's children with text/nodes, all as text. */
export function setText(el: Element, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}
