// Printed-text typography, applied to what a template prints rather than asked of every YAML
// author: curly quotes and apostrophes, true minus signs before numbers, no word alone on a
// paragraph's last line, and the type line that never breaks. Pure string functions.

export const MINUS = '\u2212';
export const NBSP = '\u00a0';

/** Straight quotes → typographic ones: "a" → “a”, it's → it’s, 'a' → ‘a’. */
export function smartQuotes(text: string): string {
  return text
    .replace(/(^|[\s([{\u2014\u2013-])"/g, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/(^|[\s([{\u2014\u2013-])'/g, '$1\u2018')
    .replace(/'/g, '\u2019');
}

/** A hyphen used as a minus sign (`-1`, `TN -10`, `(-4)`) → `−`; hyphens inside words stay. */
export function trueMinus(text: string): string {
  return text.replace(/(^|[\s([{/,:;=])-(?=\d)/g, `$1${MINUS}`);
}

/** The last two words joined by a no-break space, so no word sits alone on a paragraph's last line. */
export function keepLastWords(text: string): string {
  const trimmed = text.replace(/\s+$/, '');
  const at = trimmed.search(/\s+\S+$/);
  if (at <= 0) return text;
  const before = trimmed.slice(0, at);
  // Only when the paragraph has at least three words: two words alone may wrap as they like.
  if (!/\S\s+\S/.test(before)) return text;
  return `${before}${NBSP}${trimmed.slice(at).trim()}${text.slice(trimmed.length)}`;
}

/** Everything a printed paragraph gets. */
export const printText = (text: string): string => keepLastWords(trueMinus(smartQuotes(text)));

/** Short forms used when a type line is too long for its card; any other word past 7 letters is cut to 4. */
const SHORT: Readonly<Record<string, string>> = {
  technique: 'Tech.',
  recovery: 'Recov.',
  movement: 'Move',
  monster: 'Mon.',
  character: 'Char.',
  initiative: 'Init.',
};
const SEPARATOR = `${NBSP}\u00b7${NBSP}`;

/**
 * The type line ("ACTION · SPELL · RANGED · TECHNIQUE") as one unbreakable run: separators are
 * joined with no-break spaces, so the line never wraps and never leaves a "·" at a line's end.
 * Past `budget` characters the longest tags are abbreviated (never the card's own type) until
 * it fits; the template's fit box then shrinks what is left, or fails the build naming the card.
 */
export function typeLine(label: string, tags: readonly string[] = [], budget = 34): string {
  const words = [label, ...tags].map((w) => String(w));
  const length = (ws: readonly string[]): number => ws.join(' · ').length;
  const short = (w: string): string => SHORT[w.toLowerCase()] ?? (w.length > 7 ? `${w.slice(0, 4)}.` : w);
  // Tags only, longest first: the card's own type is never abbreviated.
  const order = words
    .map((w, i) => ({ w, i }))
    .filter((x) => x.i > 0)
    .sort((a, b) => b.w.length - a.w.length);
  const out = [...words];
  for (const { i } of order) {
    if (length(out) <= budget) break;
    out[i] = short(out[i]!);
  }
  return out.map((w) => w.replace(/ /g, NBSP)).join(SEPARATOR);
}
