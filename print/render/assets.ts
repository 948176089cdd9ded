// Fonts and icons, read once at the edge. Plain data (Uint8Array, strings) so the whole object
// can cross worker_threads by structured clone. @fontsource ships WOFF; the fonts are unpacked to
// TrueType here (native zlib, a few ms) because Satori would inflate each WOFF in JavaScript on
// every start, ~150 ms per process.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extFamily } from './font-families.js';
import { woffToSfnt } from '../pdf/sfnt/woff.js';
import { iconIndex, type IconIndex } from './icon-index.js';

export interface RenderFont {
  /** CSS family name the templates use. */
  readonly name: string;
  readonly weight: 400 | 700;
  readonly style: 'normal' | 'italic';
  readonly data: Uint8Array;
  /** Only for characters the other files lack (latin-ext, symbols): Satori loads it when a text needs it. */
  readonly fallback?: boolean;
}

export interface RenderAssets {
  readonly fonts: readonly RenderFont[];
  /** game-icons bodies (aliases resolved), looked up on demand. */
  readonly icons: IconIndex;
}

const require = createRequire(import.meta.url);

type FontFileRow = [
  pkg: string,
  family: string,
  stem: string,
  weight: 400 | 700,
  style: 'normal' | 'italic',
  fallback: boolean,
];

/** Latin + latin-ext of each text face, then symbol fallbacks; `fallback`: see RenderFont. */
const FONT_FILES: FontFileRow[] = [
  ...(['latin', 'latin-ext'] as const).flatMap((subset) => {
    // The latin-ext file gets a family of its own (see font-families.ts).
    const name = (family: string): string => (subset === 'latin' ? family : extFamily(family));
    return [
      ['cinzel', name('Cinzel'), `cinzel-${subset}-700-normal`, 700, 'normal', subset !== 'latin'] as const,
      ['cinzel', name('Cinzel'), `cinzel-${subset}-400-normal`, 400, 'normal', subset !== 'latin'] as const,
      [
        'eb-garamond',
        name('EB Garamond'),
        `eb-garamond-${subset}-400-normal`,
        400,
        'normal',
        subset !== 'latin',
      ] as const,
      [
        'eb-garamond',
        name('EB Garamond'),
        `eb-garamond-${subset}-400-italic`,
        400,
        'italic',
        subset !== 'latin',
      ] as const,
      [
        'eb-garamond',
        name('EB Garamond'),
        `eb-garamond-${subset}-700-normal`,
        700,
        'normal',
        subset !== 'latin',
      ] as const,
      [
        'eb-garamond',
        name('EB Garamond'),
        `eb-garamond-${subset}-700-italic`,
        700,
        'italic',
        subset !== 'latin',
      ] as const,
    ];
  }),
  // Symbols the text faces lack (arrows, dice faces, boxes, math) fall back here, never to an empty box.
  ['noto-sans-symbols-2', 'Noto Sans Symbols 2', 'noto-sans-symbols-2-symbols-400-normal', 400, 'normal', true],
  ['noto-sans-symbols-2', 'Noto Sans Symbols 2', 'noto-sans-symbols-2-math-400-normal', 400, 'normal', true],
  ['noto-sans-math', 'Noto Sans Math', 'noto-sans-math-latin-400-normal', 400, 'normal', true],
].map((x) => [...x] as FontFileRow);

/** EB Garamond regular (latin) alone: the face of the notes printed on layout pages (calibration). */
export async function loadNoteFace(): Promise<{ family: string; weight: 400; style: 'normal'; data: Uint8Array }> {
  const data = await readFile(require.resolve('@fontsource/eb-garamond/files/eb-garamond-latin-400-normal.woff'));
  return {
    family: 'EB Garamond',
    weight: 400,
    style: 'normal',
    data: woffToSfnt(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)),
  };
}

let cached: Promise<RenderAssets> | undefined;

/** Loads every font and the game-icons bodies; memoised per process (each worker loads once). */
export function loadRenderAssets(): Promise<RenderAssets> {
  cached ??= (async () => {
    const fonts = await Promise.all(
      FONT_FILES.map(async ([pkg, name, stem, weight, style, fallback]) => {
        const data = await readFile(require.resolve(`@fontsource/${pkg}/files/${stem}.woff`));
        return {
          name,
          weight,
          style,
          data: woffToSfnt(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)),
          ...(fallback ? { fallback } : {}),
        };
      }),
    );
    const icons = iconIndex(await readFile(require.resolve('@iconify-json/game-icons/icons.json')));
    return { fonts, icons };
  })();
  return cached;
}

const uris = new WeakMap<RenderAssets, Map<string, string | undefined>>();

/** An icon as a tinted SVG data URI (drawn as vectors by the PDF writer, not rasterised). */
export function iconDataUri(assets: RenderAssets, name: string, colour: string): string | undefined {
  let memo = uris.get(assets);
  if (!memo) uris.set(assets, (memo = new Map()));
  const key = `${name} ${colour}`;
  if (memo.has(key)) return memo.get(key);
  const body = assets.icons.body(name);
  const s = assets.icons.size;
  const uri =
    body === undefined
      ? undefined
      : `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${body.replace(/currentColor/g, colour)}</svg>`).toString('base64')}`;
  memo.set(key, uri);
  return uri;
}
