// Chat text is always plain text. Foundry renders a message's `content` as HTML, so text bound
// for it is escaped; Roll20 reads the textarea as text but treats some sequences as commands.

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

/** Plain lines → Foundry `content`: escaped, joined with <br> (the only markup we add). */
export function linesToFoundryHtml(lines: readonly string[]): string {
  return lines.map((l) => escapeHtml(plainLine(l))).join('<br>');
}

/**
 * Plain lines → one Roll20 chat line. Roll20 runs `/commands` at the start of a message,
 * `[[...]]` inline rolls and `&{template:...}` anywhere: break those up so card names stay text.
 */
export function linesToRoll20Text(lines: readonly string[]): string {
  return lines
    .map(plainLine)
    .join(' | ')
    .replace(/\[\[/g, '[ [')
    .replace(/\]\]/g, '] ]')
    .replace(/&\{/g, '& {')
    .replace(/^\s*[/!]/, (m) => `\u200b${m}`);
}

/** Lines for the clipboard: as they are, one per line. */
export function linesToClipboardText(lines: readonly string[]): string {
  return lines.map(plainLine).join('\n');
}

/** Control characters (except tab) and line breaks inside a line would split or hide text. */
export function plainLine(line: string): string {
  return line.replace(/[\u0000-\u0008\u000a-\u001f\u007f]+/g, ' ').trim();
}
