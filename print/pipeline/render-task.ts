// Runs one render task: renderer SVG → PDF drawing (the vector writer), labelled for errors.
import { deflateSync } from 'node:zlib';
import type { CardFace } from '../layout/geometry.js';
import { FontSet } from '../pdf/font-set.js';
import { resvgFonts, type ResvgFonts } from '../pdf/font-files.js';
import { flatFace } from '../pdf/flatten.js';
import { svgToDrawing } from '../pdf/svg-to-pdf.js';
import type { RenderBackend, RenderedSvg, RenderFailure, RenderTask } from './render-backend.js';

export interface TaskOutput {
  readonly faces: CardFace[];
  /** Bytes of fonts this runner had not sent before, by font id (the main thread embeds them). */
  readonly fonts: Record<string, Uint8Array>;
}

export interface TaskRunner {
  run(task: RenderTask): Promise<TaskOutput>;
  /** Forget which fonts were sent (a new build collects them afresh). */
  newBuild(): void;
  warmUp(): Promise<void>;
}

export function taskRunner(backend: RenderBackend): TaskRunner {
  let fonts: FontSet | undefined;
  let resvg: ResvgFonts | undefined;
  const sent = new Set<string>();
  const toFace = (r: RenderedSvg, key: string, label: string): CardFace => {
    fonts ??= new FontSet(backend.fonts);
    const drawing = svgToDrawing(r.svg, fonts);
    const flat = flatFace(
      r.svg,
      drawing,
      () => (resvg ??= resvgFonts(backend.fonts)),
      (svg) => svgToDrawing(svg, fonts!),
    );
    return {
      key,
      label,
      trim: r.trimBox,
      drawing: { ...drawing, opsDeflated: deflateSync(drawing.ops).toString('base64') },
      ...(flat ? { flat } : {}),
    };
  };
  const faces = async (task: RenderTask): Promise<CardFace[]> => {
    switch (task.kind) {
      case 'card':
        return [toFace(await backend.card(task.card, task.scope, task.art), task.key, `card ${task.card.id}`)];
      case 'back':
        return [toFace(await backend.back(task.deck, task.scope), task.key, `back of deck ${task.deck.id}`)];
      case 'reference':
        return (await backend.reference(task.scope)).map((r, i) =>
          toFace(r, `${task.key}:${i}`, `${task.scope.system} reference page ${i + 1}`),
        );
      case 'sheet':
        if (!backend.sheet) throw new Error('bug: this renderer draws no character sheets');
        return [toFace(await backend.sheet(task.sheet, task.scope), task.key, `${task.id}'s character sheet`)];
    }
  };
  return {
    newBuild: () => sent.clear(),
    async warmUp() {
      await backend.warmUp?.();
    },
    async run(task) {
      const out = await faces(task);
      const newFonts: Record<string, Uint8Array> = {};
      for (const f of out) {
        for (const id of Object.keys(f.drawing.glyphs)) {
          if (sent.has(id)) continue;
          sent.add(id);
          newFonts[id] = fonts!.byId(id)!.file.bytes;
        }
      }
      return { faces: out, fonts: newFonts };
    },
  };
}

export function toFailure(e: unknown): RenderFailure {
  if (e instanceof Error) {
    const hint = (e as { hint?: unknown }).hint;
    return {
      name: e.name,
      message: e.message,
      ...(typeof hint === 'string' ? { hint } : {}),
      ...(e.stack ? { stack: e.stack } : {}),
    };
  }
  return { name: 'Error', message: String(e) };
}
