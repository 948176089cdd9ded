// Options and results shared by the export targets.
import type { DiskCache } from '../../infra/disk-cache.js';
import type { Progress } from '../../infra/progress.js';
import type { RenderBackend } from '../pipeline/render-backend.js';
import type { RasterRunner } from './raster-job.js';

/** A target's name: a key of targets.json (its entry: targets.ts). */
export type ExportTarget = keyof typeof import('./targets.json', { with: { type: 'json' }});

export interface ExportOptions {
  readonly target: ExportTarget;
  readonly catalogDir: string;
  readonly outDir: string;
  /** png and tts only (tts: an upper bound; the 4096 px sheet limit may force less). */
  readonly dpi: number;
  /** png only: keep our 3 mm bleed around the trimmed card. */
  readonly bleed: boolean;
  readonly cache: DiskCache;
  readonly progress: Progress;
  /** dtc: a publisher's CMYK output profile instead of the default SWOP one. */
  readonly cmykProfile?: string;
  /** dtc: where to look for a CMYK profile (tests); default: the machine's usual places (press-profile.ts). */
  readonly profileSearch?: import('./press-profile.js').ProfileSearch;
  /** A campaign folder whose built characters' decks export too; `required` when the user named it. */
  readonly campaign?: { readonly dir: string; readonly required: boolean };
  /** dtc: the files' creation date (PDF/X requires one); default pressDate(): now, or SOURCE_DATE_EPOCH. */
  readonly date?: Date;
  /** dtc: `rgb` writes the same pages unconverted (a soft proof to compare the CMYK file with). */
  readonly dtcColour?: 'pdfx' | 'rgb';
  /** tts: the address the sheets are uploaded under (saved objects point at `<ttsUrl>/<deck>/sheet-<n>.png`). */
  readonly ttsUrl?: string;
  readonly render?: {
    /** Render in-process with this backend (tests). */
    readonly backend?: RenderBackend;
    /** Module exporting `loadBackend()`, for the workers (tests). */
    readonly backendModule?: string;
    readonly workers?: number;
    readonly inProcessMax?: number;
    /** Workers already started (loading the renderer) while the catalog was read; closed by whoever started them. */
    readonly rasterPool?: RasterRunner;
  };
}

/** The pixel size and PNG colour type a file must have; checked before it is written. */
export interface PngExpectation {
  readonly width: number;
  readonly height: number;
  /** 2 RGB, 6 RGBA. */
  readonly colorType: 2 | 6;
  /** TTS sheets: at most this size rather than exactly. */
  readonly atMost?: boolean;
}

export interface PlannedFile {
  /** Relative to the output folder, `/`-separated. */
  readonly path: string;
  readonly data: Uint8Array;
  readonly png?: PngExpectation;
}

export interface ExportResult {
  readonly ok: boolean;
  readonly problems: string[];
  readonly files: PlannedFile[];
  /** Distinct card faces and backs in the output. */
  readonly images: number;
  /** Of those, how many came from the cache (unchanged since an earlier run). */
  readonly cached?: number;
  readonly seconds: number;
}
