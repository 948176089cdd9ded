// Fonts and icons, read once at the edge. Plain data (Uint8Array, strings) so the whole object
// can cross worker_threads by structured clone. Satori reads WOFF, not WOFF2.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extFamily } from './font-families.js';

export interface RenderFont {
  /** CSS family name the templates use. */
  readonly name: string;
  readonly weight: 400 | 700;
  readonly style: 'normal' | 'italic';
  readonly data: Uint8Array;
}

export interface RenderAssets {
  readonly fonts: readonly RenderFont[];
  /** game-icons name → SVG body of a 512×512 icon (aliases resolved). */
  readonly icons: Readonly<Record<string, string>>;
  readonly iconSize: number;
}

const require = createRequire(import.meta.url);

/** [package, family, file stem, weight, style]: latin + latin-ext of each text face, then symbol fallbacks. */
const FONT_FILES: [string, string, string, 400 | 700, 'normal' | 'italic'][] = [
  ...(['latin', 'latin-ext'] as const).flatMap((subset) => {
    // The latin-ext file gets a family of its own (see font-families.ts).
    const name = (family: string): string => (subset === 'latin' ? family : extFamily(family));
    return [
      ['cinzel', name('Cinzel'), `cinzel-${subset}-700-normal`, 700, 'normal'] as const,
      ['cinzel', name('Cinzel'), `cinzel-${subset}-400-normal`, 400, 'normal'] as const,
      ['eb-garamond', name('EB Garamond'), `eb-garamond-${subset}-400-normal`, 400, 'normal'] as const,
      ['eb-garamond', name('EB Garamond'), `eb-garamond-${subset}-400-italic`, 400, 'italic'] as const,
      ['eb-garamond', name('EB Garamond'), `eb-garamond-${subset}-700-normal`, 700, 'normal'] as const,
      ['eb-garamond', name('EB Garamond'), `eb-garamond-${subset}-700-italic`, 700, 'italic'] as const,
    ];
  }),
  // Symbols the text faces lack (arrows, dice faces, boxes, math) fall back here, never to an empty box.
  ['noto-sans-symbols-2', 'Noto Sans Symbols 2', 'noto-sans-symbols-2-symbols-400-normal', 400, 'normal'],
  ['noto-sans-symbols-2', 'Noto Sans Symbols 2', 'noto-sans-symbols-2-math-400-normal', 400, 'normal'],
  ['noto-sans-math', 'Noto Sans Math', 'noto-sans-math-latin-400-normal', 400, 'normal'],
].map((x) => [...x] as [string, string, string, 400 | 700, 'normal' | 'italic']);

let cached: Promise<RenderAssets> | undefined;

/** Loads every font and the game-icons bodies; memoised per process (each worker loads once). */
export function loadRenderAssets(): Promise<RenderAssets> {
  cached ??= (async () => {
    const fonts = await Promise.all(
      FONT_FILES.map(async ([pkg, name, stem, weight, style]) => {
        const data = await readFile(require.resolve(`@fontsource/${pkg}/files/${stem}.woff`));
        return { name, weight, style, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
      }),
    );
    const json = JSON.parse(await readFile(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as {
      icons: Record<string, { body: string }>;
      aliases?: Record<string, { parent: string }>;
      width?: number;
    };
    const icons: Record<string, string> = {};
    for (const [k, v] of Object.entries(json.icons)) icons[k] = v.body;
    for (const [k, v] of Object.entries(json.aliases ?? {})) if (icons[v.parent]) icons[k] = icons[v.parent]!;
    return { fonts, icons, iconSize: json.width ?? 512 };
  })();
  return cached;
}

/** An icon as a tinted SVG data URI (drawn as vectors by the PDF writer, not rasterised). */
export function iconDataUri(assets: RenderAssets, name: string, colour: string): string | undefined {
  const body = assets.icons[name];
  if (!body) return undefined;
  const s = assets.iconSize;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${body.replace(/currentColor/g, colour)}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
