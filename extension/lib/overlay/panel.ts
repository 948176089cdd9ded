// The floating panel: built once inside a CLOSED shadow root (a page script gets null from
// host.shadowRoot and cannot reach in), then updated in place from an OverlayModel and the
// timer status. Buttons only report trusted clicks to the `on` callbacks.
import { createPlanList, type PlanChoice } from './plan-list.js';
import { createTableMoves } from './table-moves.js';
import { isTrustedInput } from '../page-bridge.js';
import type { TimerStatus } from '../timer.js';
import { h, setText } from './dom.js';
import type { PanelLayout } from './layout.js';
import { roundTitle, type OverlayCombatant, type OverlayModel } from './model.js';
import { OVERLAY_CSS } from './styles.js';

export type PanelCommand =
  | 'start-timer'
  | 'stop-timer'
  | 'post-order'
  | 'post-step'
  | 'toggle-collapse'
  | 'close'
  | 'reveal'
  | 'resolve-next'
  | 'resolve-round'
  | 'end-combat'
  | 'side-panel'
  | 'undo'
  /** Withdraw this combatant's face-down play. */
  | `withdraw:${string}`
  /** Break the tie at this row of the order: it goes before the row above. */
  | `swap:${number}`
  /** A fight of another system: play this common move with the picks shown (table-moves.ts). */
  | `move:${string}`
  | 'table-undo';

export interface Panel {
  readonly host: HTMLElement;
  render(model: OverlayModel): void;
  renderTimer(status: TimerStatus): void;
  applyLayout(layout: PanelLayout): void;
  setStatus(text: string): void;
  /** The new order the ▲ of row `i` asks for. */
  swapOrder(i: number): readonly string[] | null;
  /** Gives the focus back to the page when it is inside the panel (a page dialog opened). */
  releaseFocus(): void;
  /** A fight of another system: the picks of a move shown now, and the state they were shown in. */
  tablePicks(id: string): { readonly picks: Readonly<Record<string, unknown>>; readonly steps: number } | null;
  /** The typed-in dice ("17" or "17 6": the d20, then the affliction die), then cleared. */
  takeDice(): string;
  /** Text of each part, for tests through the extension's own (isolated) world. */
  snapshot(): PanelSnapshot;
  /** Screen rectangles of the buttons, so tests click them with real (trusted) input. */
  rects(): Record<string, { x: number; y: number; width: number; height: number }>;
  readonly parts: { readonly bar: HTMLElement; readonly grip: HTMLElement };
}

export interface PanelSnapshot {
  readonly round: string;
  readonly order: readonly { label: string; init: string; active: boolean; done: boolean }[];
  readonly combatants: readonly {
    name: string;
    tracks: Record<string, string>;
    penalty: string;
    status: string;
    clipped: boolean;
  }[];
  readonly step: string;
  readonly timer: string;
  readonly timerPhase: string;
  readonly status: string;
  readonly collapsed: boolean;
  readonly note: string;
  /** A table fight: the move buttons shown (their move ids), the checks due, the side panel button's text. */
  readonly moves: readonly string[];
  readonly checks: readonly string[];
  readonly side: string;
  /** Inherited text properties as the panel's text gets them (a page's `* {…}` must not reach them). */
  readonly text: {
    letterSpacing: string;
    textTransform: string;
    wordSpacing: string;
    textShadow: string;
    cursor: string;
  };
}

export const HOST_TAG = 'fray-overlay';

const HOST_STYLE: Readonly<Record<string, string>> = {
  position: 'fixed',
  'z-index': '2147483646',
  display: 'block',
  margin: '0',
  padding: '0',
  border: '0',
  transform: 'none',
  opacity: '1',
  'pointer-events': 'auto',
  'box-sizing': 'border-box',
};

export function createPanel(
  doc: Document,
  on: (cmd: PanelCommand) => void,
  onPlay: (p: PlanChoice) => void = () => {},
): Panel {
  const planList = createPlanList(doc, onPlay);
  const host = doc.createElement(HOST_TAG);
  for (const [k, v] of Object.entries(HOST_STYLE)) host.style.setProperty(k, v, 'important');
  const root = host.attachShadow({ mode: 'closed' });
  const style = h(doc, 'style');
  style.textContent = OVERLAY_CSS;

  const button = (cmd: PanelCommand, label: string, title: string, cls = ''): HTMLButtonElement => {
    const b = h(
      doc,
      'button',
      { type: 'button', title, 'aria-label': title, 'data-cmd': cmd, ...(cls ? { class: cls } : {}) },
      label,
    );
    b.addEventListener('click', (e) => {
      if (isTrustedInput(e)) on(cmd);
    });
    return b;
  };

  const roundEl = h(doc, 'span', { class: 'round' });
  // The countdown stays visible in the title bar when the panel is collapsed.
  const barTimer = h(doc, 'span', { class: 'bar-timer' });
  const collapseBtn = button('toggle-collapse', '▾', 'Collapse or expand', 'ghost');
  const bar = h(
    doc,
    'div',
    { class: 'bar' },
    h(doc, 'span', { class: 'title' }, 'Fray'),
    roundEl,
    barTimer,
    collapseBtn,
    button('close', '×', 'Hide the overlay', 'ghost'),
  );

  const tableMoves = createTableMoves(doc, (cmd, label, title, cls) => button(cmd as PanelCommand, label, title, cls));
  const digits = h(doc, 'div', { class: 'digits', role: 'timer', 'aria-live': 'off' }, '—');
  // The timer and the buttons stay in view; only the lists below scroll.
  const startBtn = button('start-timer', 'Start timer', 'Start the decision timer');
  const postButtons = h(
    doc,
    'div',
    { class: 'timer-buttons' },
    button('post-order', 'Post order', 'Post the round order to the chat'),
    button('post-step', 'Post step', 'Post the last resolved play to the chat'),
  );
  const timer = h(
    doc,
    'div',
    { class: 'timer', 'data-phase': 'idle' },
    digits,
    h(doc, 'div', { class: 'timer-buttons' }, startBtn, button('stop-timer', 'Stop', 'Stop the decision timer')),
    postButtons,
  );
  const orderList = h(doc, 'ol', { class: 'order' });
  const note = h(doc, 'p', { class: 'empty' });
  const stepTitle = h(doc, 'div', { class: 'step-title' });
  const stepLines = h(doc, 'ul', { class: 'step-lines' });
  const people = h(doc, 'ul', { class: 'people' });
  const diceInput = h(doc, 'input', {
    class: 'dice',
    type: 'text',
    inputmode: 'numeric',
    placeholder: 'd20',
    title: 'Typed-in dice: the d20, then the affliction die (empty = roll)',
    'aria-label': 'typed-in dice',
  });
  // Keys typed in the panel are the GM's: keep the VTT's own shortcuts from seeing them.
  for (const type of ['keydown', 'keyup', 'keypress'] as const)
    diceInput.addEventListener(type, (e) => e.stopPropagation());
  diceInput.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && isTrustedInput(e)) on('resolve-next');
  });
  const revealBtn = button('reveal', 'Reveal', 'Reveal the plays: sort them by initiative');
  const resolveBtn = button(
    'resolve-next',
    'Resolve next',
    'Resolve the next play (typed-in d20, or rolled when empty)',
  );
  const roundBtn = button('resolve-round', 'Resolve round', 'Resolve every play left this round (the engine rolls)');
  const endBtn = button(
    'end-combat',
    'End combat',
    "End the combat: death's-door saves for the downed player characters (the engine rolls)",
  );
  const resolverRow = h(
    doc,
    'div',
    { class: 'resolver' },
    revealBtn,
    diceInput,
    resolveBtn,
    roundBtn,
    button('undo', 'Undo', 'Undo the last step'),
  );
  // Set-up, saves, typed-in saves, exports: the side panel, one click away, and the button says so.
  const sideBtn = button(
    'side-panel',
    'Set-up & more ▸ side panel',
    'Open the Fray side panel: set-up, saves, exports, every move',
  );
  // A table fight's undo sits beside the way to the side panel (WitchHammer's in the resolver row).
  const tableUndo = button('table-undo', 'Undo', 'Undo the last move');
  const moreRow = h(doc, 'div', { class: 'resolver more' }, endBtn, tableUndo, sideBtn);
  const playedList = h(doc, 'div', { class: 'played' });
  const status = h(doc, 'div', { class: 'status', role: 'status' });
  const stepSection = h(doc, 'section', { class: 'step' }, h(doc, 'h3', {}, 'Current step'), stepTitle, stepLines);
  const orderTitle = h(doc, 'h3', {}, 'Initiative');
  const scroll = h(
    doc,
    'div',
    { class: 'scroll' },
    // A fight of another system: its common moves first, where the GM's eye and mouse are.
    tableMoves.section,
    // The bars first, then the current step: with 8 combatants both stay above the fold; the
    // planning rows and the order (long lists) follow.
    h(doc, 'section', {}, h(doc, 'h3', {}, 'Combatants'), people),
    stepSection,
    planList.section,
    playedList,
    h(doc, 'section', {}, orderTitle, note, orderList),
  );
  const body = h(doc, 'div', { class: 'body' }, timer, resolverRow, moreRow, status, scroll);
  const grip = h(doc, 'div', { class: 'grip', title: 'Resize' });
  const panel = h(doc, 'div', { class: 'panel' }, bar, body, grip);
  root.append(style, panel);
  shieldPointer(host);
  // A page handler that runs before ours (capture phase on window) may still capture the pointer
  // to the host: then the pointerup, and so the click, go to the host, not the button. A press and
  // release on the same button is the click then. (Listeners on the shadow root only hear events
  // whose target is inside it; the host hears both.)
  let pressed: HTMLButtonElement | null = null;
  let pressedCmd: string | null = null;
  let upInside = false;
  root.addEventListener('pointerdown', (e) => {
    pressed = isTrustedInput(e)
      ? ((e.target as Element).closest('button[data-cmd], button[data-plan]') as HTMLButtonElement | null)
      : null;
    // The button may be redrawn (a store update) between press and release: remember what it was.
    pressedCmd = pressed?.dataset.cmd ?? null;
    upInside = false;
  });
  root.addEventListener('pointerup', () => (upInside = true));
  host.addEventListener('pointerup', (e) => {
    const b = pressed;
    const cmd = pressedCmd;
    pressed = null;
    pressedCmd = null;
    if (!b || upInside || !isTrustedInput(e)) return;
    const at = root
      .elementFromPoint(e.clientX, e.clientY)
      ?.closest<HTMLButtonElement>('button[data-cmd], button[data-plan]');
    if (cmd) {
      if (at?.dataset.cmd === cmd) on(cmd as PanelCommand);
      return;
    }
    if (at === b) planList.activate(b);
  });

  let collapsed = false;
  let inTable = false;
  let tableSteps: number | null = null;
  let timerRunning = false;
  let lastLayout: PanelLayout | null = null;
  /** Per row of the order, the new order its ▲ asks for (null: no tie). */
  let swapOrders: (readonly string[] | null)[] = [];

  return {
    host,
    parts: { bar, grip },
    render(model) {
      const table = model.table;
      revealBtn.hidden = !!table || model.phase !== 'plan';
      resolveBtn.hidden = !!table || model.phase !== 'resolve';
      roundBtn.hidden = !!table || model.phase !== 'resolve';
      endBtn.hidden = !!table || model.round === null || !!model.ended || model.phase === 'ended';
      // A typed die would be used up by a step that rolls nothing.
      diceInput.hidden = !!table || model.phase !== 'resolve' || model.nextRolls === false;
      // Another system: its moves, and its timer only when its moves have one.
      timer.hidden = !!table && table.timerSeconds === undefined && !timerRunning;
      resolverRow.hidden = !!table;
      // A table fight's timer is its moves' own (e.g. a declaration limit): the button says so.
      startBtn.title =
        table?.timerSeconds !== undefined
          ? `Start the ${table.timerSeconds} s timer${table.timerPurpose ? `: ${table.timerPurpose}` : ''}`
          : 'Start the decision timer';
      startBtn.setAttribute('aria-label', startBtn.title);
      tableUndo.hidden = !table;
      tableUndo.disabled = !table?.steps;
      postButtons.hidden = !!table;
      stepSection.hidden = !!table;
      tableMoves.render(table);
      tableSteps = table?.steps ?? null;
      setText(orderTitle, table ? 'Order' : 'Initiative');
      setText(
        sideBtn,
        table
          ? table.more
            ? `${table.more} more moves ▸ side panel`
            : 'Set-up & more ▸ side panel'
          : 'Set-up & more ▸ side panel',
      );
      inTable = !!table;
      // The round first: in a narrow panel the system's name is what the ellipsis takes.
      setText(roundEl, table ? `${roundTitle(model)} · ${table.name}` : roundTitle(model));
      roundEl.title = roundEl.textContent ?? '';
      setText(note, model.note ?? (model.order.length ? '' : 'No plays revealed yet.'));
      note.hidden = !note.textContent;
      const items = model.order.map((e, i) => {
        const li = h(doc, 'li', { class: [e.active ? 'active' : '', e.done ? 'done' : ''].join(' ').trim() });
        if (e.active) li.setAttribute('aria-current', 'step');
        li.append(
          h(doc, 'span', { class: 'init' }, e.init === undefined ? '' : String(e.init)),
          doc.createTextNode(e.label),
        );
        if (e.before) li.append(button(`swap:${i}`, '▲', `Tie: ${e.label} goes first`, 'tiny'));
        return li;
      });
      swapOrders = model.order.map((e) => e.before ?? null);
      playedList.replaceChildren(
        ...(model.played?.length ? [h(doc, 'h3', {}, 'Played face down')] : []),
        ...(model.played ?? []).map((p) =>
          h(
            doc,
            'span',
            { class: 'played-one' },
            p.name,
            button(`withdraw:${p.id}`, 'Withdraw', `Take back ${p.name}'s play`, 'tiny'),
          ),
        ),
      );
      orderList.replaceChildren(...items);
      // Another system's tracks are named on their bars (stress, wounds, harm…): colours alone do not say.
      people.replaceChildren(...model.combatants.map((c) => personRow(doc, c, !!table)));
      planList.render(model.planning);
      setText(stepTitle, model.step?.title ?? 'Nothing resolved yet.');
      stepLines.replaceChildren(...(model.step?.lines ?? []).map((l) => h(doc, 'li', {}, l)));
    },
    renderTimer(s) {
      timerRunning = s.phase !== 'idle';
      if (inTable && timerRunning) timer.hidden = false;
      setText(digits, s.label);
      setText(barTimer, s.phase === 'idle' ? '' : s.label);
      barTimer.setAttribute('data-phase', s.phase);
      if (timer.getAttribute('data-phase') !== s.phase) timer.setAttribute('data-phase', s.phase);
    },
    applyLayout(l) {
      lastLayout = l;
      collapsed = l.collapsed;
      panel.classList.toggle('collapsed', collapsed);
      setText(collapseBtn, collapsed ? '▸' : '▾');
      const st = host.style;
      st.setProperty('left', `${l.x}px`, 'important');
      st.setProperty('top', `${l.y}px`, 'important');
      st.setProperty('width', `${l.width}px`, 'important');
      st.setProperty('height', collapsed ? '34px' : `${l.height}px`, 'important');
    },
    setStatus(text) {
      setText(status, text);
    },
    tablePicks(id) {
      const picks = tableMoves.picks(id);
      return picks && tableSteps !== null ? { picks, steps: tableSteps } : null;
    },
    swapOrder(i) {
      return swapOrders[i] ?? null;
    },
    releaseFocus() {
      const active = root.activeElement as HTMLElement | null;
      active?.blur();
    },
    takeDice() {
      const v = diceInput.value;
      diceInput.value = '';
      return v;
    },
    snapshot() {
      return {
        round: roundEl.textContent ?? '',
        order: [...orderList.children].map((li) => ({
          label: li.lastChild?.textContent ?? '',
          init: li.firstChild?.textContent ?? '',
          active: li.classList.contains('active'),
          done: li.classList.contains('done'),
        })),
        combatants: [...people.children].map((li) => ({
          name: li.querySelector('.who')?.textContent ?? '',
          tracks: Object.fromEntries(
            [...li.querySelectorAll<HTMLElement>('.bar-track')].map((b) => [
              b.dataset.track ?? '',
              b.querySelector('.bar-num')?.textContent ?? '',
            ]),
          ),
          penalty: li.querySelector('.pen')?.textContent ?? '',
          status: li.getAttribute('data-status') ?? '',
          clipped: ((w) => !!w && w.scrollWidth > w.clientWidth + 1)(li.querySelector<HTMLElement>('.who')),
        })),
        step: [stepTitle.textContent ?? '', ...[...stepLines.children].map((li) => li.textContent ?? '')].join('\n'),
        timer: digits.textContent ?? '',
        timerPhase: timer.getAttribute('data-phase') ?? '',
        status: status.textContent ?? '',
        collapsed: lastLayout?.collapsed ?? collapsed,
        note: note.hidden ? '' : (note.textContent ?? ''),
        moves: [...root.querySelectorAll<HTMLElement>('.table-moves button[data-cmd]')].map((x) =>
          x.dataset.cmd!.slice('move:'.length),
        ),
        checks: [...root.querySelectorAll('.checks li')].map((x) => x.textContent ?? ''),
        side: sideBtn.textContent ?? '',
        text: (({ letterSpacing, textTransform, wordSpacing, textShadow, cursor }) => ({
          letterSpacing,
          textTransform,
          wordSpacing,
          textShadow,
          cursor,
        }))(getComputedStyle(status)),
      };
    },
    rects() {
      const out: Record<string, { x: number; y: number; width: number; height: number }> = {};
      for (const b of root.querySelectorAll<HTMLElement>('[data-cmd]')) {
        const r = b.getBoundingClientRect();
        out[b.dataset.cmd!] = { x: r.x, y: r.y, width: r.width, height: r.height };
      }
      Object.assign(out, planList.rects());
      // A table move's choices (selects, typed-in numbers and dice): `choice:<move>|<key>`.
      for (const el of root.querySelectorAll<HTMLElement>('[data-choice]')) {
        const r = el.getBoundingClientRect();
        out[`choice:${el.dataset.choice}`] = { x: r.x, y: r.y, width: r.width, height: r.height };
      }
      const d = diceInput.getBoundingClientRect();
      out.dice = { x: d.x, y: d.y, width: d.width, height: d.height };
      for (const [k, el] of [
        ['people', people],
        ['step', stepSection],
        ['scroll', scroll],
      ] as const) {
        const r = el.getBoundingClientRect();
        out[k] = { x: r.x, y: r.y, width: r.width, height: r.height };
      }
      const g = grip.getBoundingClientRect();
      const bb = bar.getBoundingClientRect();
      out.grip = { x: g.x, y: g.y, width: g.width, height: g.height };
      out.bar = { x: bb.x, y: bb.y, width: bb.width, height: bb.height };
      return out;
    },
  };
}

function personRow(doc: Document, c: OverlayCombatant, named = false): HTMLElement {
  const down = c.status.includes('down') || c.status.includes('dead');
  const li = h(doc, 'li', { class: `person side-${c.side}${down ? ' down' : ''}`, 'data-status': c.status.join(' ') });
  const bars = h(doc, 'div', { class: 'bars' });
  for (const t of c.tracks) {
    const pct = t.max > 0 ? Math.max(0, Math.min(100, (t.current / t.max) * 100)) : 0;
    const fill = h(doc, 'div', { class: 'bar-fill' });
    fill.style.width = `${pct}%`;
    bars.append(
      h(
        doc,
        'div',
        { class: `bar-track bar-${t.name}`, 'data-track': t.name, title: `${t.name} ${t.current}/${t.max}` },
        fill,
        h(doc, 'span', { class: 'bar-num' }, `${named ? `${t.name} ` : ''}${t.current}/${t.max}`),
      ),
    );
  }
  const extra = [...c.status, ...c.effects].join(', ');
  li.append(
    h(doc, 'span', { class: 'who', title: extra ? `${c.name}: ${extra}` : c.name }, c.name),
    bars,
    h(doc, 'span', { class: 'pen', title: 'penalty' }, c.penalty ? String(c.penalty) : ''),
  );
  return li;
}

/** Pointer and mouse events a VTT listens for on `window` or `document` (pan, select, capture). */
const SHIELDED = [
  'pointerdown',
  'pointerup',
  'pointermove',
  'mousedown',
  'mouseup',
  'click',
  'dblclick',
  'contextmenu',
  'wheel',
  'touchstart',
  'touchend',
] as const;

/**
 * Keeps the page's pointer handlers away from the panel. A canvas VTT (Owlbear Rodeo, or anything
 * built on react-use-gesture) calls `event.target.setPointerCapture()` from a `pointerdown`
 * handler on `window`; the target it sees is our host, so the pointer was captured to the host and
 * the click never reached our button. Events are stopped at the host once our own listeners inside
 * the shadow root have run (bubbling page handlers never see them), and a capture taken on the host
 * by a page handler that runs earlier (capture phase) is released as soon as it is granted. Our own
 * drags capture on the title bar or the grip inside the shadow root, never on the host.
 */
function shieldPointer(host: HTMLElement): void {
  for (const type of SHIELDED) host.addEventListener(type, (e) => e.stopPropagation());
  host.addEventListener('gotpointercapture', (e) => {
    if (host.hasPointerCapture(e.pointerId)) host.releasePointerCapture(e.pointerId);
    e.stopPropagation();
  });
}
