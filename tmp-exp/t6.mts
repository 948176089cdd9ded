import { Resvg } from '@resvg/resvg-js';
import { decodePng } from '/work/main/print/export/png-decode.ts';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#ff8040" fill-opacity="0.5"/></svg>';
const r = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
const img = decodePng(r.asPng());
console.log([...r.pixels.subarray(0, 8)], [...img.data.subarray(0, 8)]);
