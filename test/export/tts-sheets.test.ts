import { describe, expect, it } from 'vitest';
import { blankImage } from '../../infra/image/image.js';
import { TTS_GRID, ttsFrame } from '../../print/export/shop-specs.js';
import { composeSheet, gridFor, planSheets } from '../../print/export/tts-sheets.js';

describe('Tabletop Simulator sheets', () => {
  it('a cell fits 10×7 into 4096×4096 at any DPI and keeps the card’s aspect', () => {
    for (const dpi of [72, 150, 300, 600, 1200]) {
      const f = ttsFrame(dpi);
      expect(f.width * TTS_GRID.columns).toBeLessThanOrEqual(4096);
      expect(f.height * TTS_GRID.rows).toBeLessThanOrEqual(4096);
      expect(Math.abs(f.width / f.height - 63 / 88)).toBeLessThan(0.003);
    }
    expect([ttsFrame(300).width, ttsFrame(300).height]).toEqual([409, 571]);
    expect(ttsFrame(72).width).toBe(179);
  });

  it('puts at most 69 cards on a sheet, never in slot 69, and starts a new sheet after that', () => {
    const cell = { width: 409, height: 571 };
    const count = (n: number) =>
      planSheets(
        Array.from({ length: n }, (_, i) => i),
        cell,
      );
    expect(count(0)).toEqual([]);
    expect(count(69).map((s) => s.slots.length)).toEqual([69]);
    expect(count(70).map((s) => s.slots.length)).toEqual([69, 1]);
    const big = count(150);
    expect(big.map((s) => s.slots.length)).toEqual([69, 69, 12]);
    for (const s of big.slice(0, 2))
      expect([s.columns, s.rows, s.hiddenSlot, s.width, s.height]).toEqual([10, 7, 69, 4090, 3997]);
    for (const s of big) {
      expect(s.slots.length).toBeLessThanOrEqual(s.hiddenSlot);
      expect(Math.max(...s.slots.map((x) => x.slot))).toBeLessThan(s.hiddenSlot);
    }
    // the last sheet holds 12 cards: its grid is sized to them, not 10×7
    expect(big[2]!.columns * big[2]!.rows).toBeLessThan(16);
    expect(big[1]!.slots[0]).toEqual({ slot: 0, item: 69 });
    expect(() => planSheets([1], { width: 410, height: 571 })).toThrow(/over TTS/);
  });

  it("sizes each sheet's grid to its cards: the smallest grid with the hidden slot, closest to square", () => {
    const cell = { width: 409, height: 571 };
    const grid = (n: number) => {
      const g = gridFor(n, cell);
      return [g.columns, g.rows];
    };
    expect(grid(10)).toEqual([4, 3]); // 12 slots for 10 cards + the hidden slot, 1636×1713 px
    expect(grid(1)).toEqual([2, 2]); // TTS's smallest grid
    expect(grid(20)).toEqual([7, 3]);
    expect(grid(69)).toEqual([10, 7]);
    for (let n = 1; n <= 69; n++) {
      const [c, r] = grid(n);
      expect(c! * r!).toBeGreaterThanOrEqual(n + 1);
      expect(c).toBeLessThanOrEqual(10);
      expect(r).toBeLessThanOrEqual(7);
    }
    const ten = planSheets(
      Array.from({ length: 10 }, (_, i) => i),
      cell,
    )[0]!;
    expect([ten.width, ten.height, ten.hiddenSlot]).toEqual([1636, 1713, 11]);
  });

  it('blits each card into its cell and leaves the hidden slot transparent', () => {
    const cell = { width: 3, height: 4 };
    const plan = planSheets(
      Array.from({ length: 69 }, (_, i) => i + 1),
      cell,
    )[0]!;
    const sheet = composeSheet(plan, (n) => {
      const img = blankImage(3, 4, 4);
      img.data.fill(n);
      return img;
    });
    const px = (x: number, y: number): number => sheet.data[(y * sheet.width + x) * 4]!;
    expect([sheet.width, sheet.height]).toEqual([30, 28]);
    expect(px(0, 0)).toBe(1);
    expect(px(3 * 9 + 2, 3)).toBe(10);
    expect(px(0, 4)).toBe(11);
    expect(px(3 * 8, 4 * 6)).toBe(69);
    for (let y = 24; y < 28; y++) for (let x = 27; x < 30; x++) expect(sheet.data[(y * 30 + x) * 4 + 3]).toBe(0);
  });
});
