// The page `fray preview` serves: the cards by deck (fronts, and backs when asked), a deck filter,
// zoom, and real size from a ruler calibration (kept in the browser's localStorage). It loads
// /state once and then applies the server's `update` events in place: changed images swap, a
// problem shows at its card (file:line:col and hint) while the card's last good image stays.
export function previewPage(fontCss: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fray preview</title>
<style>
${fontCss}
body{margin:0;font:14px system-ui,sans-serif;background:#d9d4cc;color:#1d1a16}
header{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;gap:14px;align-items:center;padding:8px 14px;background:#f7f3ea;border-bottom:1px solid #b9ae9c}
header label{display:flex;gap:6px;align-items:center}
#ruler{display:none;padding:8px 14px;background:#fffdf7;border-bottom:1px solid #b9ae9c}
#bar{height:14px;background:repeating-linear-gradient(90deg,#1d1a16 0 1px,transparent 1px 10%);border:1px solid #1d1a16;margin:6px 0}
#global{white-space:pre-wrap;margin:0;padding:8px 14px;background:#fbe3df;color:#6b1010;display:none}
section{padding:10px 14px}
h2{font-size:15px;margin:6px 0}
.row{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
figure{margin:0;display:flex;flex-direction:column;gap:4px}
figure .img svg{display:block;width:var(--w);height:auto;box-shadow:0 1px 3px #0005}
figcaption{font-size:11px;color:#5b5147}
.problem{white-space:pre-wrap;font:12px ui-monospace,monospace;background:#fbe3df;color:#6b1010;border-left:3px solid #a01c1c;padding:4px 6px;margin:0;max-width:var(--w)}
.problem:empty{display:none}
.back{display:none}
body.backs .back{display:flex}
</style></head>
<body>
<header>
  <strong>Fray preview</strong>
  <label>Deck <select id="deck"><option value="">all decks</option></select></label>
  <label><input type="checkbox" id="backs"> backs</label>
  <label>Zoom <input type="range" id="zoom" min="0.5" max="3" step="0.05" value="1"> <span id="zoomv">100 %</span></label>
  <button id="real">Real size</button>
  <button id="cal">Calibrate…</button>
  <span id="status"></span>
</header>
<div id="ruler">Hold a ruler to the screen and drag until the bar is exactly 100 mm long:
  <input type="range" id="ppm" min="2" max="12" step="0.01" style="width:300px"> <span id="ppmv"></span>
  <div id="bar"></div></div>
<pre id="global"></pre>
<main id="decks"></main>
<script>
const $ = (id) => document.getElementById(id);
let pxPerMm = Number(localStorage.getItem('fray-px-per-mm')) || 96 / 25.4;
let zoom = 1;
let decks = [];
const images = {};
function size() {
  document.body.style.setProperty('--w', (69 * pxPerMm * zoom).toFixed(1) + 'px');
  $('bar').style.width = (100 * pxPerMm).toFixed(1) + 'px';
  $('ppm').value = pxPerMm; $('ppmv').textContent = pxPerMm.toFixed(2) + ' px/mm';
  $('zoomv').textContent = Math.round(zoom * 100) + ' %';
}
function figure(id, cls) {
  const f = document.createElement('figure');
  f.id = 'card-' + id; f.className = cls;
  f.innerHTML = '<div class="img"></div><pre class="problem"></pre><figcaption></figcaption>';
  f.querySelector('figcaption').textContent = id.replace(/^back:/, 'back of ');
  if (images[id]) f.querySelector('.img').innerHTML = images[id];
  return f;
}
function layout() {
  const main = $('decks'); main.textContent = '';
  const sel = $('deck'); const want = sel.value;
  sel.length = 1;
  for (const d of decks) {
    sel.add(new Option(d.title, d.id));
    const s = document.createElement('section'); s.dataset.deck = d.id;
    s.innerHTML = '<h2></h2><div class="row"></div>';
    s.querySelector('h2').textContent = d.title;
    const row = s.querySelector('.row');
    for (const id of d.cards) row.append(figure(id, 'front'));
    row.append(figure('back:' + d.id, 'back'));
    main.append(s);
  }
  sel.value = want; filter();
}
function filter() {
  for (const s of document.querySelectorAll('section')) s.style.display = !$('deck').value || s.dataset.deck === $('deck').value ? '' : 'none';
}
function apply(u) {
  Object.assign(images, u.images);
  const shape = JSON.stringify(u.decks);
  if (shape !== JSON.stringify(decks)) { decks = u.decks; layout(); }
  for (const [id, svg] of Object.entries(u.images)) {
    const f = document.getElementById('card-' + id);
    if (f) f.querySelector('.img').innerHTML = svg;
  }
  for (const p of document.querySelectorAll('.problem')) p.textContent = '';
  const global = [];
  for (const p of u.problems) {
    const f = p.card && document.getElementById('card-' + p.card);
    if (f) f.querySelector('.problem').textContent += (f.querySelector('.problem').textContent ? '\\n' : '') + p.text;
    else global.push(p.text);
  }
  $('global').textContent = global.join('\\n'); $('global').style.display = global.length ? 'block' : 'none';
  $('status').textContent = u.problems.length ? u.problems.length + ' problem(s)' : 'up to date';
}
$('deck').onchange = filter;
$('backs').onchange = () => document.body.classList.toggle('backs', $('backs').checked);
$('zoom').oninput = () => { zoom = Number($('zoom').value); size(); };
$('real').onclick = () => { zoom = 1; $('zoom').value = 1; size(); };
$('cal').onclick = () => { $('ruler').style.display = $('ruler').style.display === 'block' ? 'none' : 'block'; };
$('ppm').oninput = () => { pxPerMm = Number($('ppm').value); localStorage.setItem('fray-px-per-mm', String(pxPerMm)); size(); };
size();
fetch('/state').then((r) => r.json()).then((s) => { decks = []; apply(s); document.body.dataset.ready = '1'; });
const events = new EventSource('/events');
events.addEventListener('update', (e) => { const u = JSON.parse(e.data); apply(u); document.body.dataset.updates = String(Number(document.body.dataset.updates || 0) + 1); });
</script>
</body></html>
`;
}
