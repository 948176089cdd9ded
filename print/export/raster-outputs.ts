// The files a raster target writes. mpc/tgc/png: `<deck>/<NN>-<card>.png` per distinct card in
// deck order plus `<deck>/back.png`, and a manifest.json with the copies (the shops take a
// quantity per image). tts: `<deck>/sheet-<n>.png` (copies laid out as separate cards),
// `<deck>/back.png`, tts-manifest.json with the grid and which card sits in which slot, and a
// saved object per deck (`saved-objects/<deck>.json`, tts-saved-object.ts).
import { expand, type Deck } from '../pipeline/decks.js';
import type { PlannedFile } from './export-types.js';
import type { Image } from '../../infra/image/image.js';
import { encodePng } from '../../infra/image/png-encode.js';
import type { RasterResult } from './raster-job.js';
import type { Frame } from './shop-specs.js';
import { ttsSavedObject } from './tts-saved-object.js';
import { composeSheet, planSheets } from './tts-sheets.js';

type Get = (key: string) => RasterResult;

const pad = (n: number, total: number): string => String(n).padStart(Math.max(2, String(total).length), '0');
const json = (v: unknown): Uint8Array => Buffer.from(`${JSON.stringify(v, null, 2)}\n`);

export function layoutCardFiles(target: string, decks: readonly Deck[], frame: Frame, get: Get): PlannedFile[] {
  const png = { width: frame.width, height: frame.height, colorType: frame.channels === 3 ? 2 : 6 } as const;
  const files: PlannedFile[] = [];
  const manifest = decks.map((deck) => {
    const cards = deck.cards.map((card, i) => {
      const path = `${deck.id}/${pad(i + 1, deck.cards.length)}-${card.id}.png`;
      files.push({ path, data: get(`card:${card.id}`).data, png });
      return { file: path, id: card.id, name: card.name, type: card.type, copies: card.copies ?? 1 };
    });
    const back = `${deck.id}/back.png`;
    files.push({ path: back, data: get(`back:${deck.id}`).data, png });
    return { id: deck.id, title: deck.title, system: deck.system, back, cards };
  });
  files.push({
    path: 'manifest.json',
    data: json({ target, width: frame.width, height: frame.height, dpi: frame.dpi, trim: frame.trim, decks: manifest }),
  });
  return files;
}

export function layoutTtsFiles(decks: readonly Deck[], frame: Frame, get: Get, ttsUrl?: string): PlannedFile[] {
  const files: PlannedFile[] = [];
  const pixels = (key: string): Image => {
    const r = get(key);
    return { width: r.width, height: r.height, channels: r.channels, data: r.data };
  };
  const manifest = decks.map((deck) => {
    const plans = planSheets(expand(deck), frame);
    const sheets = plans.map((plan) => {
      const file = `${deck.id}/sheet-${plan.index + 1}.png`;
      const img = composeSheet(plan, (card) => pixels(`card:${card.id}`));
      files.push({ path: file, data: encodePng(img), png: { width: plan.width, height: plan.height, colorType: 6 } });
      return {
        file,
        columns: plan.columns,
        rows: plan.rows,
        width: plan.width,
        height: plan.height,
        cards: plan.slots.length,
        hiddenSlot: plan.hiddenSlot,
        slots: plan.slots.map((s) => ({ slot: s.slot, id: s.item.id, name: s.item.name })),
      };
    });
    const back = `${deck.id}/back.png`;
    files.push({
      path: back,
      data: encodePng(pixels(`back:${deck.id}`)),
      png: { width: frame.width, height: frame.height, colorType: 6 },
    });
    const savedObject = `saved-objects/${deck.id}.json`;
    files.push({
      path: savedObject,
      data: Buffer.from(ttsSavedObject({ id: deck.id, title: deck.title, back, sheets }, ttsUrl)),
    });
    return {
      id: deck.id,
      title: deck.title,
      system: deck.system,
      cards: expand(deck).length,
      cardWidth: frame.width,
      cardHeight: frame.height,
      back,
      savedObject,
      sheets,
    };
  });
  files.push({
    path: 'tts-manifest.json',
    data: json({
      target: 'tts',
      note: "Upload the sheets and backs, point the saved objects at them (fray export --tts-url, or replace the placeholder address), copy saved-objects/*.json into Tabletop Simulator's Saves/Saved Objects folder and load them from Objects › Saved Objects. By hand: Objects › Components › Custom › Deck with each sheet's columns, rows and card count, Back is Hidden on.",
      decks: manifest,
    }),
  });
  return files;
}
