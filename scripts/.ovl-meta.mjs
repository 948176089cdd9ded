import { build } from 'esbuild';
const entry = process.argv[2];
const r = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, metafile: true, outdir: '/tmp/ovl-meta-out', loader: { '.json': 'json', '.css': 'empty', '.woff2': 'empty' }, external: ['data-base64:*', 'url:*'], tsconfig: 'extension/tsconfig.json', logLevel: 'error', alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } });
const out = Object.values(r.metafile.outputs)[0];
console.log('total', out.bytes);
const rows = Object.entries(out.inputs).map(([k, v]) => [k, v.bytesInOutput]).sort((a, b) => b[1] - a[1]);
const groups = {};
for (const [k, b] of rows) { const g = k.replace(/^(node_modules\/[^/]+|[^/]+\/[^/]+(\/[^/]+)?).*/, '$1'); groups[g] = (groups[g] || 0) + b; }
console.log(Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v}\t${k}`).join('\n'));
console.log('--- files');
console.log(rows.slice(0, 25).map(([k, v]) => `${v}\t${k}`).join('\n'));
