// Tabletop Simulator deck sheets: a 10×7 grid per sheet, cards in slots 0..68 left to right, top
// to bottom, slot 69 (bottom right) left empty because TTS shows that slot as the face of a
// card hidden in another player's hand. More than 69 cards → more sheets.
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

export function planSheets<T>(items: readonly T[], cell: Pick<Frame, 'width' | 'height'>): SheetPlan<T>[] {
  const { columns, rows, maxSheetPx } = TTS_GRID;
  const perSheet = columns * rows - 1;
  const width = columns * cell.width;
  const height = rows * cell.height;
  if (width > maxSheetPx || height > maxSheetPx) throw new Error(`a ${columns}×${rows} sheet of ${cell.width}×${cell.height} px cards is ${width}×${height} px, over TTS's ${maxSheetPx} px`);
  const sheets: SheetPlan<T>[] = [];
  for (let start = 0; start < items.length; start += perSheet) {
    const slots = items.slice(start, start + perSheet).map((item, slot) => ({ slot, item }));
    sheets.push({ index: sheets.length, columns, rows, width, height, slots, hiddenSlot: perSheet });
  }
  return sheets;
}

/** Blit each slot's pixels into a transparent sheet; checks the grid limits first. */
export function composeSheet<T>(plan: SheetPlan<T>, pixels: (item: T) => Image): Image {
  const { columns, rows, maxSheetPx } = TTS_GRID;
  if (plan.columns > columns || plan.rows > rows || plan.width > maxSheetPx || plan.height > maxSheetPx) throw new Error(`sheet ${plan.index + 1} is ${plan.columns}×${plan.rows} cards, ${plan.width}×${plan.height} px: over TTS's limits`);
  if (plan.slots.some((s) => s.slot >= plan.hiddenSlot)) throw new Error(`sheet ${plan.index + 1} puts a card in the hidden-card slot ${plan.hiddenSlot}`);
  const cellW = plan.width / plan.columns;
  const cellH = plan.height / plan.rows;
  const sheet = blankImage(plan.width, plan.height, 4);
  for (const s of plan.slots) {
    const img = pixels(s.item);
    if (img.width !== cellW || img.height !== cellH || img.channels !== 4) throw new Error(`slot ${s.slot}: card image is ${img.width}×${img.height}×${img.channels}, expected ${cellW}×${cellH}×4`);
    blit(sheet, img, (s.slot % plan.columns) * cellW, Math.floor(s.slot / plan.columns) * cellH);
  }
  return sheet;
}
