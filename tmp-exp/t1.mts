import { loadBackend } from '/work/main/test/pdf/fixtures/satori-backend.ts';
import { writeFileSync } from 'node:fs';
const b = await loadBackend();
const r = await b.card({ id: 'x', type: 'action', name: 'Sword Swing', text: 'Strike the chosen enemy. Hero\'s — ✠' } as any, {} as any);
writeFileSync('/tmp/exp/card.svg', r.svg);
console.log(r.width, r.height, r.trimBox, r.svg.slice(0, 300));
console.log((r.svg.match(/<text[^>]*>/g) ?? []).slice(0, 3));
