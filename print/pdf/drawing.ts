// The writer's output for one SVG: a PDF content stream plus the resources it names.
// Plain JSON so it can cross worker_threads and be cached on disk by content hash; fonts are
// named by the hash of their bytes and glyphs by their original id, so a cached drawing can be
// placed into any PDF without re-rendering.

export interface Drawing {
  /** Size in SVG user units (Satori px). */
  readonly width: number;
  readonly height: number;
  /** Content stream, y already flipped to PDF orientation: (0,0) is the bottom-left corner. */
  readonly ops: string;
  readonly resources: DrawingResources;
  /** `ops` already deflated (base64), so a cached drawing is compressed once, not once per PDF. */
  readonly opsDeflated?: string;
  /** Glyphs used per font id: gid → the Unicode text it stands for (for ToUnicode). */
  readonly glyphs: Record<string, Record<number, string>>;
}

export interface DrawingResources {
  /** resource name → font id (hex hash of the font bytes). */
  readonly fonts: Record<string, string>;
  readonly gstates: Record<string, GState>;
  readonly shadings: Record<string, Shading>;
  readonly images: Record<string, RasterImage>;
  /** Nested forms (soft-mask groups). */
  readonly forms: Record<string, SubForm>;
}

export interface GState {
  readonly ca?: number;
  readonly CA?: number;
  /** Name of a form in `forms` used as a luminosity soft mask. */
  readonly smask?: string;
}

export interface ShadingStop {
  readonly offset: number;
  readonly color: readonly number[];
}

export interface Shading {
  readonly type: 2 | 3;
  readonly coords: readonly number[];
  readonly stops: readonly ShadingStop[];
  readonly extend: boolean;
  readonly gray?: boolean;
  /** repeating gradients: the stops repeat (or mirror) over each unit of this parameter range. */
  readonly spread?: { readonly method: 'repeat' | 'reflect'; readonly domain: readonly [number, number] };
}

export interface RasterImage {
  readonly width: number;
  readonly height: number;
  /** 'rgb' | 'gray' | 'cmyk' pixels deflated (base64), or a JPEG passed through as DCT. */
  readonly encoding: 'flate' | 'dct';
  readonly colors: 1 | 3 | 4;
  readonly data: string;
  /** Alpha channel, deflated 8-bit gray (base64). */
  readonly alpha?: string;
}

/** A transparency group drawn inside the drawing; it shares the drawing's resources. */
export interface SubForm {
  readonly bbox: readonly [number, number, number, number];
  readonly ops: string;
}

export function emptyResources(): {
  fonts: Record<string, string>;
  gstates: Record<string, GState>;
  shadings: Record<string, Shading>;
  images: Record<string, RasterImage>;
  forms: Record<string, SubForm>;
} {
  return { fonts: {}, gstates: {}, shadings: {}, images: {}, forms: {} };
}
