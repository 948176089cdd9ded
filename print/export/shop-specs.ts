// Pixel specs of the raster targets (targets.ts picks one per target). Cards are poker size, 63×88 mm; the US shops cut at
// 2.5×3.5 in (63.5×88.9 mm), so for them the trim is stretched by 0.8 %/1.0 % (at most 0.2 %
// apart, invisible) and the bleed is the shop's, not our 3 mm.
import type { Rect } from '../layout/geometry.js';

/** Output image size and where the card's trim box lands in it (px, may be fractional). */
export interface Frame {
  readonly width: number;
  readonly height: number;
  readonly trim: Rect;
  /** RGB (flattened on white) or RGBA. */
  readonly channels: 3 | 4;
  readonly dpi: number;
}

const MM_PER_IN = 25.4;
const CARD_MM = { width: 63, height: 88 } as const;
const BLEED_MM = 3;

/** MakePlayingCards: 300 DPI, 2.5×3.5 in trim, 0.12 in bleed per side → 822×1122. */
export const MPC: Frame = {
  width: 822,
  height: 1122,
  trim: { x: 36, y: 36, width: 750, height: 1050 },
  channels: 3,
  dpi: 300,
};
/** The Game Crafter poker card: 300 DPI, 0.125 in bleed per side → 825×1125, RGB only. */
export const TGC: Frame = {
  width: 825,
  height: 1125,
  trim: { x: 37.5, y: 37.5, width: 750, height: 1050 },
  channels: 3,
  dpi: 300,
};

/** Tabletop Simulator: a 10×7 grid per sheet, at most 4096 px each way; slot 70 stays empty. */
export const TTS_GRID = { columns: 10, rows: 7, maxSheetPx: 4096 } as const;

/** A plain PNG at `dpi`: the trimmed card, or with our 3 mm bleed. Transparency kept. */
export function pngFrame(dpi: number, bleed: boolean): Frame {
  const px = (mm: number): number => Math.round((mm * dpi) / MM_PER_IN);
  const b = bleed ? px(BLEED_MM) : 0;
  const tw = px(CARD_MM.width);
  const th = px(CARD_MM.height);
  return { width: tw + 2 * b, height: th + 2 * b, trim: { x: b, y: b, width: tw, height: th }, channels: 4, dpi };
}

/** One TTS cell: the trimmed card at `dpi`, shrunk until 10×7 cells fit in 4096×4096. */
export function ttsFrame(dpi: number): Frame {
  const { columns, rows, maxSheetPx } = TTS_GRID;
  let width = Math.min(Math.floor(maxSheetPx / columns), Math.round((CARD_MM.width * dpi) / MM_PER_IN));
  let height = Math.round((width * CARD_MM.height) / CARD_MM.width);
  if (height * rows > maxSheetPx) {
    height = Math.floor(maxSheetPx / rows);
    width = Math.round((height * CARD_MM.width) / CARD_MM.height);
  }
  return {
    width,
    height,
    trim: { x: 0, y: 0, width, height },
    channels: 4,
    dpi: Math.round((width * MM_PER_IN) / CARD_MM.width),
  };
}
