// The names in game-icons' icons.json without JSON.parse building all 6 MB of SVG bodies (most of
// a cold validation's icon cost). The file is JSON indented with tabs, so every name is a line
// `\t\t"name": {` inside the top-level `icons` and `aliases` objects, which end at a line `\t}`
// (JSON strings hold no raw newlines or tabs). Any other layout: undefined, parse it whole.

function section(text: string, bytes: Buffer, name: string, out: Set<string>): boolean {
  const open = `\n\t"${name}": {\n`;
  const start = text.indexOf(open);
  if (start < 0) return name === 'aliases';
  if (text.indexOf(open, start + 1) >= 0) return false;
  const end = text.indexOf('\n\t}', start);
  if (end < 0) return false;
  for (let pos = start + open.length - 1; ; ) {
    const line = text.indexOf('\n\t\t"', pos);
    if (line < 0 || line > end) return true;
    const quote = text.indexOf('"', line + 4);
    // Escapes (or anything but `"name": {` and a line end or `}`) leave it to JSON.parse.
    if (
      quote < 0 ||
      text.lastIndexOf('\\', quote) > line ||
      !text.startsWith('": {', quote) ||
      !/[\n}]/.test(text[quote + 4] ?? '')
    )
      return false;
    // `text` is bytes as latin1 (offsets are byte offsets): names are read back as UTF-8.
    out.add(bytes.toString('utf8', line + 4, quote));
    pos = quote;
  }
}

export function iconNamesFromJson(bytes: Buffer): Set<string> | undefined {
  const text = bytes.toString('latin1');
  const out = new Set<string>();
  return section(text, bytes, 'icons', out) && section(text, bytes, 'aliases', out) ? out : undefined;
}
