import { Resvg } from '@resvg/resvg-js';
import { writeFileSync } from 'node:fs';
const files = [0,1,2,3].map((i) => `/tmp/exp/f${i}.ttf`);
const svg = `<svg width="300" height="150" viewBox="0 0 300 150" xmlns="http://www.w3.org/2000/svg"><rect width="300" height="150" fill="white"/><text x="10" y="40" font-family="cinzel" font-weight="normal" font-size="24">Sword normal</text><text x="10" y="80" font-family="cinzel" font-weight="700" font-size="24">Sword bold</text><text x="10" y="120" font-family="Cinzel" font-size="24">Sword Cap</text></svg>`;
const r = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: files, defaultFontFamily: 'EB Garamond' }, logLevel: 'warn' } as any).render();
writeFileSync('/tmp/exp/t4.png', r.asPng());
