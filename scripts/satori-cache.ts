// Bundled by scripts/build-cli.mjs to dist/satori-cache.mjs and run once at the end of the build:
// lays out one card of each kind and assembles a small PDF under a one-shot `fray print`'s V8
// flags, so the functions a print needs are compiled, then writes Satori's and pdf-lib's V8 code
// caches (print/render/satori-module.ts, print/pdf/pdf-lib-module.ts).
// The flags go first, hence the dynamic imports: nothing may load Satori before them.
// @ts-expect-error plain .mjs next to the bin, no declaration file
import { tuneV8 } from '../bin/v8-flags.mjs';

await tuneV8(['print']);
const { loadBackend } = await import('../print/pipeline/default-backend.js');
const { loadSatori, satoriCacheFile } = await import('../print/render/satori-module.js');
const { writeAtomicSync } = await import('../infra/atomic-write.js');

const backend = await loadBackend();
const scope = { catalogDir: '', system: 'witchhammer', systemName: 'WitchHammer', tables: undefined, cards: [] };
const base = {
  init: 1,
  attack: 2,
  defense: 0,
  text: 'Strike the chosen enemy; on a hit it bleeds.',
  flavor: 'Steel, then silence.',
  tags: ['melee'],
};
await backend.card(
  {
    ...base,
    type: 'action',
    id: 'warm-action',
    name: 'Warm-up Strike',
    once_per_combat: true,
    poise_only: false,
    target: 'chosen',
    range: 'close',
    icon: 'broadsword',
    on_hit: [{ effect: 'bleed', wounds: 1, rounds: 2 }],
  } as never,
  scope,
);
await backend.card(
  {
    ...base,
    type: 'stance',
    id: 'warm-stance',
    name: 'Warm-up Guard',
    once_per_combat: false,
    poise_only: false,
  } as never,
  scope,
);
await backend.card(
  {
    ...base,
    type: 'character',
    id: 'warm-character',
    name: 'Warm-up Hero',
    side: 'player',
    poise: 10,
    health: 14,
    skills: { perception: 2 },
    actions: [],
    stances: [],
  } as never,
  scope,
);
await backend.back({ id: 'warm', title: 'Warm-up Deck', system: 'witchhammer', cards: [] } as never, scope);

const satori = loadSatori();
writeAtomicSync(satoriCacheFile(), satori.createCache());
process.stdout.write(
  `satori code cache: ${satoriCacheFile()} (${satori.cache === 'used' ? 'refreshed' : 'written'})\n`,
);

// pdf-lib: in dist/ the builder's `pdf-lib` is the cached one-file build (print/pdf/pdf-lib-cached.ts).
const { PdfBuilder } = await import('../print/pdf/pdf-builder.js');
const { loadPdfLib, pdfLibCacheFile } = await import('../print/pdf/pdf-lib-module.js');
const pdf = new PdfBuilder(
  {
    fontBytes: () => {
      throw new Error('no fonts in the warm-up');
    },
  },
  'Warm-up',
);
const helvetica = pdf.standardFont('Helvetica');
pdf.addPage({
  mediaBox: [0, 0, 200, 280],
  trimBox: [9, 9, 191, 271],
  bleedBox: [0, 0, 200, 280],
  ops: 'BT /F1 8 Tf 20 20 Td (warm) Tj ET 1 0 0 rg 10 10 50 50 re f',
  forms: {},
  fonts: { F1: helvetica },
});
await pdf.toBuffer();
const pdfLib = loadPdfLib();
writeAtomicSync(pdfLibCacheFile(), pdfLib.createCache());
process.stdout.write(
  `pdf-lib code cache: ${pdfLibCacheFile()} (${pdfLib.cache === 'used' ? 'refreshed' : 'written'})\n`,
);
