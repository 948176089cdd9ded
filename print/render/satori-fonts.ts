// The fonts handed to Satori. Satori parses every font of the list it is given on first use
// (opentype.js; 2.1 MB here, most of it the latin-ext and symbol files), once per list and
// process. A tree whose characters the primary files all have gets only those, so a process that
// never meets a Ł or a ⚔ never parses the rest. Satori picks the same file for every character
// either way: a fallback file is only ever used for characters the primary files lack.
import type { RenderAssets } from './assets.js';
import { glyphCoverage } from './glyph-check.js';
import type { SatoriChild } from './html-to-satori.js';

export type SatoriFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' | 'italic' };

interface Lists {
  readonly all: SatoriFont[];
  readonly primary: SatoriFont[];
  readonly primaryCovers: (cp: number) => boolean;
  /** Per character, all its case forms included. */
  readonly known: Map<string, boolean>;
}

const lists = new WeakMap<RenderAssets, Lists>();

function listsFor(assets: RenderAssets): Lists {
  let l = lists.get(assets);
  if (!l) {
    const toSatori = (f: RenderAssets['fonts'][number]): SatoriFont => ({
      name: f.name,
      weight: f.weight,
      style: f.style,
      data: Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength),
    });
    const primary = assets.fonts.filter((f) => !f.fallback);
    // One array object per list: Satori caches the parsed fonts per array.
    l = {
      all: assets.fonts.map(toSatori),
      primary: primary.map(toSatori),
      primaryCovers: glyphCoverage(primary),
      known: new Map(),
    };
    lists.set(assets, l);
  }
  return l;
}

/** Whether a character, in either case (text-transform), is in a primary file; memoised per character. */
function primaryHas(l: Lists, ch: string): boolean {
  let hit = l.known.get(ch);
  if (hit === undefined) {
    const forms = ch.trim() === '' ? '' : ch + ch.toUpperCase() + ch.toLowerCase();
    hit = true;
    for (const c of forms) if (!l.primaryCovers(c.codePointAt(0)!)) hit = false;
    l.known.set(ch, hit);
  }
  return hit;
}

/** Whether every character of the tree's text is in a primary file. */
function primaryCovers(l: Lists, node: SatoriChild): boolean {
  if (typeof node === 'string') {
    for (const ch of node) if (!primaryHas(l, ch)) return false;
    return true;
  }
  const kids = node.props.children;
  return (
    kids === undefined || (typeof kids === 'string' ? primaryCovers(l, kids) : kids.every((k) => primaryCovers(l, k)))
  );
}

/** The font list for laying out `tree`: the primary files when they cover its text, else all. */
export function satoriFonts(assets: RenderAssets, tree?: SatoriChild): SatoriFont[] {
  const l = listsFor(assets);
  return tree !== undefined && l.primary.length < l.all.length && primaryCovers(l, tree) ? l.primary : l.all;
}
