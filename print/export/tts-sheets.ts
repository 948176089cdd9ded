// Tabletop Simulator deck sheets: at most a 10×7 grid per sheet, cards left to right, top to
// bottom, the last slot (bottom right) left empty because TTS shows that slot as the face of a
// card hidden in another player's hand. More than 69 cards → more sheets. Each sheet's grid is
// sized to the cards it holds (gridFor): a 10-card deck is a 4×3 sheet, not a 10×7 one.
import { blankImage, blit, type Image } from '../../infra/image/image.js';
import { TTS_GRID, type Frame } from './shop-specs.js';

export interface SheetSlot<T> {
  readonly slot: number;
  readonly item: T;
}

export interface SheetPlan<T> {
  readonly index: number;
  readonly columns: number;
  readonly rows: number;
  readonly width: number;
  readonly height: number;
  readonly slots: SheetSlot<T>[];
  /** The slot TTS uses for hidden cards; always empty. */
  readonly hiddenSlot: number;
}

/**
 * The smallest grid (TTS takes 2–10 columns and 2–7 rows) with a slot for each of `cards` and the
 * hidden-card slot; of equal sizes, the one whose sheet is closest to square (the image TTS loads).
 */
export function gridFor(cards: number, cell: Pick<Frame, 'width' | 'height'>): { columns: number; rows: number } {
  const { columns: maxC, rows: maxR } = TTS_GRID;
  let best: { columns: number; rows: number; area: number; skew: number } | undefined;
  for (let rows = 2; rows <= maxR; rows++) {
    for (let columns = 2; columns <= maxC; columns++) {
      const area = columns * rows;
      if (area < cards + 1) continue;
      const skew = Math.abs(Math.log((columns * cell.width) / (rows * cell.height)));
      if (!best || area < best.area || (area === best.area && skew < best.skew)) best = { columns, rows, area, skew };
    }
  }
  return best ? { columns: best.columns, rows: best.rows } : { columns: maxC, rows: maxR };
}

export function planSheets<T>(items: readonly T[], cell: Pick<Frame, 'width' | 'height'>): SheetPlan<T>[] {
  const { columns: maxC, rows: maxR, maxSheetPx } = TTS_GRID;
  const perSheet = maxC * maxR - 1;
  if (maxC * cell.width > maxSheetPx || maxR * cell.height > maxSheetPx)
    throw new Error(
      `a ${maxC}×${maxR} sheet of ${cell.width}×${cell.height} px cards is ${maxC * cell.width}×${maxR * cell.height} px, over TTS's ${maxSheetPx} px`,
    );
  const sheets: SheetPlan<T>[] = [];
  for (let start = 0; start < items.length; start += perSheet) {
    const slots = items.slice(start, start + perSheet).map((item, slot) => ({ slot, item }));
    const { columns, rows } = gridFor(slots.length, cell);
    sheets.push({
      index: sheets.length,
      columns,
      rows,
      width: columns * cell.width,
      height: rows * cell.height,
      slots,
      hiddenSlot: columns * rows - 1,
    });
  }
  return sheets;
}

/** Blit each slot's pixels into a transparent sheet; checks the grid limits first. */
export function composeSheet<T>(plan: SheetPlan<T>, pixels: (item: T) => Image): Image {
  const { columns, rows, maxSheetPx } = TTS_GRID;
  if (plan.columns > columns || plan.rows > rows || plan.width > maxSheetPx || plan.height > maxSheetPx)
    throw new Error(
      `sheet ${plan.index + 1} is ${plan.columns}×${plan.rows} cards, ${plan.width}×${plan.height} px: over TTS's limits`,
    );
  if (plan.slots.some((s) => s.slot >= plan.hiddenSlot))
    throw new Error(`sheet ${plan.index + 1} puts a card in the hidden-card slot ${plan.hiddenSlot}`);
  const cellW = plan.width / plan.columns;
  const cellH = plan.height / plan.rows;
  const sheet = blankImage(plan.width, plan.height, 4);
  for (const s of plan.slots) {
    const img = pixels(s.item);
    if (img.width !== cellW || img.height !== cellH || img.channels !== 4)
      throw new Error(
        `slot ${s.slot}: card image is ${img.width}×${img.height}×${img.channels}, expected ${cellW}×${cellH}×4`,
      );
    blit(sheet, img, (s.slot % plan.columns) * cellW, Math.floor(s.slot / plan.columns) * cellH);
  }
  return sheet;
}
