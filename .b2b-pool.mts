import { RenderPool } from './print/pipeline/render-pool.ts';
import { pathToFileURL } from 'node:url';
const pool = new RenderPool({ size: 2, backendModule: pathToFileURL('test/pdf/fixtures/satori-backend.ts').href });
const scope = { catalogDir: '.', system: 'witchhammer', systemName: 'W', tables: {}, cards: [] };
const t0 = performance.now();
await Promise.all(Array.from({ length: 12 }, (_, i) => pool.run({ kind: 'card', key: 'k' + i, card: { type: 'action', id: 'x' + i, name: 'Card ' + i, init: 0, attack: 0, defense: 0, once_per_combat: false, poise_only: false } as any, scope }).then(() => console.log(i, (performance.now() - t0).toFixed(0)))));
await pool.close();
