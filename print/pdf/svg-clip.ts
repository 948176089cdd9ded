// clip-path and mask. A clip path becomes a PDF clip (text clips with render mode 7); a mask
// that is one opaque white rectangle is exactly a clip too; any other mask becomes a
// luminosity soft mask drawn from the mask's content.
import { parseColor } from './color.js';
import { UnsupportedSvgError } from './errors.js';
import { IDENTITY, multiply, parseTransform } from './matrix.js';
import type { Seg } from './path-data.js';
import type { Canvas, Doc } from './svg-canvas.js';
import { inherit, segmentsToOps, shapeSegments, transformSegments, urlRef } from './svg-paint.js';
import { checkAttributes, NOT_DRAWN, SHAPES } from './svg-support.js';

export function clipOps(w: Canvas, id: string, doc: Doc, depth = 0): string {
  const clip = doc.ids.get(id);
  if (clip?.name !== 'clipPath') throw new UnsupportedSvgError(`clip-path '#${id}' not found`);
  if (depth > 16) throw new UnsupportedSvgError('clip-path chain too deep');
  checkAttributes(clip);
  if (clip.attrs.clipPathUnits === 'objectBoundingBox')
    throw new UnsupportedSvgError('clipPathUnits="objectBoundingBox" is not supported');
  let out = '';
  const parent = urlRef(clip.attrs['clip-path']);
  if (parent) out += clipOps(w, parent, doc, depth + 1);
  const base = clip.attrs.transform ? parseTransform(clip.attrs.transform) : IDENTITY;
  const drawn = clip.children.filter((c) => !NOT_DRAWN.has(c.name));
  if (drawn.some((c) => c.name === 'text')) {
    // background-clip: text. Glyph outlines in render mode 7 accumulate into one clip at ET.
    if (drawn.some((c) => c.name !== 'text'))
      throw new UnsupportedSvgError('a clipPath mixing text and shapes is not supported');
    if (clip.attrs.transform) throw new UnsupportedSvgError('a transformed text clipPath is not supported');
    let text = 'BT\n7 Tr\n';
    for (const t of drawn) {
      checkAttributes(t);
      if (t.attrs.transform || t.children.length)
        throw new UnsupportedSvgError('transformed or nested text inside a clipPath is not supported');
      text += w.glyphRun(t, inherit(inherit({}, clip), t));
    }
    return `${out}${text}ET\n`;
  }
  const segs: Seg[] = [];
  let evenodd = false;
  for (const c of clip.children) {
    if (NOT_DRAWN.has(c.name) && c.name !== 'defs') continue;
    checkAttributes(c);
    if (!SHAPES.has(c.name)) throw new UnsupportedSvgError(`<${c.name}> inside <clipPath> is not supported`);
    if (c.attrs['clip-path'] || c.attrs.mask)
      throw new UnsupportedSvgError('clip-path or mask on a clipPath child is not supported');
    const t = c.attrs.transform?.trim() ? multiply(parseTransform(c.attrs.transform), base) : base;
    segs.push(...transformSegments(shapeSegments(c), t));
    if ((c.attrs['clip-rule'] ?? clip.attrs['clip-rule']) === 'evenodd') evenodd = true;
  }
  if (evenodd && clip.children.length > 1)
    throw new UnsupportedSvgError('clip-rule="evenodd" with several clip shapes is not supported');
  if (!segs.length) return `${out}0 0 0 0 re W n\n`;
  return out + segmentsToOps(segs) + (evenodd ? 'W* n\n' : 'W n\n');
}

export function maskOps(w: Canvas, id: string, doc: Doc): string {
  const mask = doc.ids.get(id);
  if (mask?.name !== 'mask') throw new UnsupportedSvgError(`mask '#${id}' not found`);
  checkAttributes(mask);
  if (mask.attrs.maskContentUnits === 'objectBoundingBox')
    throw new UnsupportedSvgError('maskContentUnits="objectBoundingBox" is not supported');
  // The common Satori case, one opaque white rectangle, is exactly a clip: no soft mask needed.
  const only = mask.children.length === 1 ? mask.children[0]! : undefined;
  if (
    only &&
    only.name === 'rect' &&
    isWhite(only.attrs.fill) &&
    !only.attrs.stroke &&
    !only.attrs.opacity &&
    !only.attrs['fill-opacity'] &&
    !only.attrs.filter
  ) {
    checkAttributes(only);
    let out = '';
    const t = only.attrs.transform?.trim() ? parseTransform(only.attrs.transform) : IDENTITY;
    const clip = urlRef(only.attrs['clip-path']);
    if (clip) out += clipOps(w, clip, doc);
    out += `${segmentsToOps(transformSegments(shapeSegments(only), t))}W n\n`;
    const nested = urlRef(only.attrs.mask);
    if (nested) out += maskOps(w, nested, doc);
    return out;
  }
  const key = `${doc.key}#${id}`;
  let gs = w.maskNames.get(key);
  if (!gs) {
    const form = w.addForm(w.children(mask, inherit({}, mask), doc, 1));
    gs = w.gstate({ smask: form });
    w.maskNames.set(key, gs);
  }
  return `/${gs} gs\n`;
}

function isWhite(v: string | undefined): boolean {
  if (!v) return false;
  const c = parseColor(v);
  return !!c && c.r === 1 && c.g === 1 && c.b === 1 && c.a === 1;
}
