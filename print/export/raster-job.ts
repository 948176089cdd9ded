// One raster job: render a card face or deck back through the backend, rasterise it into a
// frame, and hand back either PNG bytes (encoded where it was rendered, i.e. in the worker) or
// raw pixels (for TTS sheets, which are composed by blitting, not by re-rendering).
import type { RenderBackend, RenderedSvg, RenderTask } from '../pipeline/render-backend.js';
import { FontSet } from '../pdf/font-set.js';
import type { ResvgFonts } from '../pdf/font-files.js';
import { encodePng, withPhys } from '../../infra/image/png-encode.js';
import { rasterize, rasterizePng } from './rasterize.js';
import type { Frame } from './shop-specs.js';
import { GlyphOutlines, outlineText } from './text-outlines.js';

/** The faces reach resvg with their text already outlined: it needs no font files. */
const NO_FONTS: ResvgFonts = { files: [], families: new Map() };

export type FaceTask = Extract<RenderTask, { kind: 'card' | 'back' }>;

export interface RasterJob {
  readonly task: FaceTask;
  readonly frame: Frame;
  readonly output: 'png' | 'pixels';
}

export interface RasterResult {
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
  /** PNG file bytes, or raw pixels. */
  readonly data: Uint8Array;
}

export interface RasterRunner {
  run(job: RasterJob): Promise<RasterResult>;
  /** Pay the renderer's one-time costs (font parsing, first layout) before the first job. */
  warmUp?(): Promise<void>;
}

export function rasterRunner(backend: RenderBackend): RasterRunner {
  let fonts: FontSet | undefined;
  const outlines = new GlyphOutlines();
  return {
    warmUp: async () => backend.warmUp?.(),
    async run(job) {
      const t = job.task;
      const svg: RenderedSvg =
        t.kind === 'card' ? await backend.card(t.card, t.scope, t.art) : await backend.back(t.deck, t.scope);
      fonts ??= new FontSet(backend.fonts);
      const outlined: RenderedSvg = {
        svg: outlineText(svg.svg, fonts, outlines),
        width: svg.width,
        height: svg.height,
        trimBox: svg.trimBox,
      };
      const png = job.output === 'png' ? rasterizePng(outlined, job.frame, NO_FONTS) : undefined;
      if (png)
        return {
          width: job.frame.width,
          height: job.frame.height,
          channels: job.frame.channels,
          data: withPhys(png, job.frame.dpi),
        };
      const img = rasterize(outlined, job.frame, NO_FONTS);
      // Unfiltered at zlib level 3: about a fifth of the "up"-filtered level-6 time for faces of a
      // few tens of KB either way (docs/print.md, performance).
      const data = job.output === 'png' ? encodePng(img, { dpi: job.frame.dpi, level: 3, filter: 'none' }) : img.data;
      return { width: img.width, height: img.height, channels: img.channels, data };
    },
  };
}

export function jobLabel(t: FaceTask): string {
  return t.kind === 'card' ? `card ${t.card.id}` : `back of deck ${t.deck.id}`;
}
