// The panel's CSS lives inside the closed shadow root, so neither the page's styles nor its
// scripts reach it, and ours never leak into the VTT. Only the panel's own box exists: there is
// no full-page layer to swallow the VTT's clicks. The host's position and size are inline
// `!important` styles (panel.ts), which page stylesheets cannot override.
export const OVERLAY_CSS = `
:host { all: initial; contain: layout style; }
/* The page's rules still reach the host (outer rules beat :host), and inherited properties such as
   letter-spacing, text-transform, word-spacing, text-shadow or cursor would flow into the panel.
   The panel starts from initial values instead; the rules below set what it uses. */
.panel { all: initial; }
:host([hidden]) { display: none !important; }
* { box-sizing: border-box; }
.panel { box-sizing: border-box; width: 100%; height: 100%; display: flex; flex-direction: column; overflow: hidden;
  font: 13px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #efe6d2;
  background: #1c1612; border: 1px solid #8a6d3b; border-radius: 8px;
  box-shadow: 0 6px 24px rgba(0,0,0,.45); }
.bar { display: flex; align-items: center; gap: 8px; padding: 4px 6px 4px 10px; height: 32px; flex: none;
  background: #3b2a1d; cursor: grab; user-select: none; touch-action: none; border-bottom: 1px solid #8a6d3b; }
.bar:active { cursor: grabbing; }
.title { font-weight: 700; letter-spacing: .04em; color: #e8c170; }
.round { flex: 1; color: #d9ccb0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
button { font: inherit; color: #1c1612; background: #e8c170; border: 1px solid #8a6d3b; border-radius: 4px;
  padding: 3px 8px; cursor: pointer; }
button:hover { background: #f3d48e; }
button:focus-visible { outline: 2px solid #fff; outline-offset: 1px; }
button.ghost { background: transparent; color: #e8c170; border-color: transparent; padding: 0 6px; font-size: 16px; }
.bar-timer { display: none; font: 700 16px/1 ui-monospace, "DejaVu Sans Mono", monospace; padding: 2px 5px; border-radius: 4px; }
.collapsed .bar-timer { display: inline-block; }
.bar-timer[data-phase="warning"] { background: #f0a030; color: #1c1612; }
.bar-timer[data-phase="expired"] { background: #b3261e; color: #fff; }
.body { flex: 1; min-height: 0; padding: 8px 10px 4px; display: flex; flex-direction: column; gap: 6px; }
.scroll { flex: 1; min-height: 0; overflow: auto; display: flex; flex-direction: column; gap: 8px; padding-right: 2px; }
.collapsed .body, .collapsed .grip { display: none; }
.timer { display: flex; align-items: center; gap: 8px; flex: none; }
.digits { font: 700 52px/1 ui-monospace, "DejaVu Sans Mono", monospace; min-width: 2.4ch; text-align: center;
  color: #f6eddc; padding: 2px 6px; border-radius: 6px; }
.timer[data-phase="idle"] .digits { color: #8d826c; }
.timer[data-phase="warning"] .digits { color: #1c1612; background: #f0a030; }
.timer[data-phase="expired"] .digits { color: #fff; background: #b3261e; animation: flash .5s steps(2, start) 6; }
@keyframes flash { to { visibility: hidden; } }
.timer-buttons { display: flex; flex-direction: column; gap: 4px; }
.plan-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.plan-row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; padding: 3px 4px; background: #2a201a; }
.plan-row .who { flex: 1 1 100%; font-weight: 600; color: #e8c170; }
.plan-field { display: contents; }
.plan-row select { font: inherit; font-size: 12px; max-width: 9.5em; color: #1c1612; background: #efe6d2; border: 1px solid #8a6d3b; border-radius: 3px; padding: 1px 2px; }
.plan-row select[hidden] { display: none; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
h3 { margin: 0 0 2px; font-size: 11px; text-transform: uppercase; letter-spacing: .08em; color: #b9a27a; }
ol { margin: 0; padding: 0 0 0 22px; }
li { padding: 1px 4px; border-radius: 3px; }
li::marker { color: #b9a27a; font-weight: 400; }
li.done { color: #8d826c; text-decoration: line-through; }
li.active { background: #e8c170; color: #1c1612; font-weight: 700; text-decoration: none; }
.init { float: right; font-variant-numeric: tabular-nums; opacity: .8; }
.empty { color: #8d826c; font-style: italic; }
.step-title { font-weight: 700; }
.step-lines { margin: 2px 0 0; padding: 0; list-style: none; white-space: pre-wrap; }
.people { margin: 0; padding: 0; list-style: none; display: grid; gap: 3px 6px; grid-template-columns: minmax(5em, max-content) minmax(80px, 1fr) auto; }
/* One grid for every row (subgrid): the names' column is as wide as the longest name, the bars line up. */
.person { grid-column: 1 / -1; display: grid; grid-template-columns: subgrid; align-items: center; font-size: 12px; }
.person.down .who { color: #e06055; text-decoration: line-through; }
.who { overflow-wrap: anywhere; }
.person .who { max-width: 12em; }
button.tiny { padding: 0 5px; font-size: 11px; margin-left: 4px; }
.more { flex-wrap: wrap; }
.played { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; font-size: 12px; }
.played h3 { flex: 1 1 100%; }
.played:empty { display: none; }
.timer[data-phase="idle"] .digits { font-size: 26px; }
.side-gm .who { color: #f0a0a0; }
.bars { display: grid; gap: 2px; }
.bar-track { position: relative; height: 9px; background: #3a302a; border-radius: 3px; overflow: hidden; }
.bar-fill { position: absolute; inset: 0 auto 0 0; border-radius: 3px; }
.bar-fill { background: #8fae5a; }
.bar-poise .bar-fill, .bar-stress .bar-fill, .bar-endurance .bar-fill { background: #4d8fd6; }
.bar-health .bar-fill, .bar-wp .bar-fill, .bar-harm .bar-fill { background: #c8453a; }
.bar-num { position: absolute; right: 3px; top: -2px; font-size: 9px; line-height: 13px; color: #fff; text-shadow: 0 0 2px #000; }
.pen { font-variant-numeric: tabular-nums; color: #f0a030; min-width: 2ch; text-align: right; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; }
.resolver { flex: none; display: flex; gap: 6px; align-items: center; }
.resolver [hidden] { display: none; }
.dice { width: 5.5em; font: inherit; color: #1c1612; background: #f6eddc; border: 1px solid #8a6d3b; border-radius: 4px; padding: 3px 6px; }
.status { flex: none; min-height: 1.2em; font-size: 12px; color: #b9a27a; }
.status:empty { display: none; }
.grip { position: absolute; right: 0; bottom: 0; width: 16px; height: 16px; cursor: nwse-resize; touch-action: none;
  background: linear-gradient(135deg, transparent 50%, #8a6d3b 50%); border-bottom-right-radius: 8px; }
.table-now[hidden], .timer[hidden], .timer-buttons[hidden], .step[hidden] { display: none; }
.table-moves, .checks { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 3px; }
.table-move { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; padding: 2px 0; }
.table-move button.move { text-align: left; }
.table-move select, .table-move .num { font: inherit; font-size: 12px; max-width: 10em; color: #1c1612; background: #efe6d2;
  border: 1px solid #8a6d3b; border-radius: 3px; padding: 1px 3px; }
.table-move .num { width: 8em; }
.resolver[hidden], .resolver button[hidden] { display: none; }
.table-move .flag { font-size: 12px; display: inline-flex; align-items: center; gap: 2px; }
.checks li { color: #f0a030; font-size: 12px; padding: 0; }
`;
