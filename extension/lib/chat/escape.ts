// Chat text is always plain text: what every chat adapter escapes from (each VTT's own escaping
// is in its adapter, roll20.ts, foundry.ts), and the clipboard's form.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Lines for the clipboard: as they are, one per line. */
export function linesToClipboardText(lines: readonly string[]): string {
  return lines.map(plainLine).join('\n');
}

/** Control characters (except tab) and line breaks inside a line would split or hide text. */
export function plainLine(line: string): string {
  return line.replace(/[\u0000-\u0008\u000a-\u001f\u007f]+/g, ' ').trim();
}
