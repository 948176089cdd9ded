// The overlay's move buttons for a fight of any other system: one row per common move of the
// engine's MovesView, its button first, then the choices a GM changes at the table (who or
// where, a typed-in total or dice); every other choice (which action or weapon, a flag such as
// cover or a critical) keeps its default pick, shown in the button's title: the side panel has
// them all. (With a flag per circumstance, one attack took three lines of a 320 px overlay.)
// Generated from the moves alone: no rule and no system is known here. Picks in progress are
// kept across re-renders of the same state, and start again after each step.
import { choiceAsked, defaultPicks, type Move, type MoveChoice } from '../../../engine/core/moves.js';
import { withPick } from '../table/picks.js';
import { h } from './dom.js';
import type { OverlayTable } from './model.js';

type Picks = Record<string, unknown>;

/** Keys typed in the panel are the GM's: keep the VTT's shortcuts (on <body>) from seeing them. */
function keepKeys(el: HTMLElement): void {
  for (const type of ['keydown', 'keyup', 'keypress'] as const) el.addEventListener(type, (e) => e.stopPropagation());
}

/** What a pick reads as in the button's title: "target: Goblin 1". */
function pickText(c: MoveChoice, v: unknown): string | null {
  if (v === undefined || v === '' || v === false) return c.kind === 'dice' ? `${c.label}: the engine rolls` : null;
  if (c.kind === 'flag') return c.label;
  if ('options' in c) return `${c.label}: ${c.options.find((o) => o.id === v)?.label ?? String(v)}`;
  return `${c.label}: ${Array.isArray(v) ? v.join(' ') : String(v)}`;
}

export function createTableMoves(
  doc: Document,
  cmdButton: (cmd: string, label: string, title: string, cls?: string) => HTMLButtonElement,
) {
  const list = h(doc, 'ul', { class: 'table-moves' });
  const checks = h(doc, 'ul', { class: 'checks' });
  const section = h(doc, 'section', { class: 'table-now' }, h(doc, 'h3', {}, 'Now'), checks, list);
  section.hidden = true;
  let state = '';
  let picks = new Map<string, Picks>();
  let moves = new Map<string, Move>();

  const field = (move: Move, c: MoveChoice, p: Picks, redraw: () => void): HTMLElement | null => {
    const set = (v: unknown) => {
      // Picks of choices the change no longer asks go (lib/table/picks.ts).
      const next = withPick(move, p, c.key, v);
      for (const k of Object.keys(p)) delete p[k];
      Object.assign(p, next);
      redraw();
    };
    const aria = `${move.label}: ${c.label}`;
    if (c.kind === 'combatant' || c.kind === 'zone') {
      // One option and nothing to leave out: nothing to choose.
      if (c.options.length < 2 && !c.optional) return null;
      const sel = h(doc, 'select', { 'aria-label': aria, title: c.label, 'data-choice': `${move.id}|${c.key}` });
      if (c.optional) sel.append(h(doc, 'option', { value: '' }, `${c.label}: —`));
      for (const o of c.options)
        sel.append(
          h(
            doc,
            'option',
            { value: o.id },
            `${c.kind === 'combatant' ? '→ ' : ''}${o.label}${o.note ? ` (${o.note})` : ''}`,
          ),
        );
      sel.value = p[c.key] === undefined ? '' : String(p[c.key]);
      sel.addEventListener('change', () => set(sel.value || undefined));
      keepKeys(sel);
      return sel;
    }
    if (c.kind === 'number' || c.kind === 'dice') {
      const faces = c.kind === 'dice' ? c.dice.map((d) => `d${d.sides}`).join(' ') : '';
      const input = h(doc, 'input', {
        class: 'num',
        type: 'text',
        inputmode: 'numeric',
        'aria-label': c.kind === 'dice' ? `${aria} (${faces}; empty: the engine rolls)` : aria,
        title:
          c.kind === 'dice' ? `${c.label}: type the table's ${faces}, or leave empty and the engine rolls` : c.label,
        placeholder: c.kind === 'dice' ? faces : c.label,
        'data-choice': `${move.id}|${c.key}`,
      });
      const v = p[c.key];
      input.value = v === undefined ? '' : Array.isArray(v) ? v.join(' ') : String(v);
      input.addEventListener('input', () => {
        const t = input.value.trim();
        if (!t) delete p[c.key];
        else p[c.key] = c.kind === 'dice' ? t.split(/[\s,]+/).map(Number) : Number(t);
      });
      keepKeys(input);
      return input;
    }
    return null;
  };

  const row = (move: Move): HTMLElement => {
    const li = h(doc, 'li', { class: 'table-move', 'data-move': move.id });
    const draw = () => {
      const p = picks.get(move.id)!;
      const asked = move.choices.filter((c) => choiceAsked(c, p));
      const fields = asked.map((c) => field(move, c, p, draw)).filter((x): x is HTMLElement => !!x);
      const title = [move.label, ...asked.map((c) => pickText(c, p[c.key])).filter((t): t is string => !!t)].join('\n');
      li.replaceChildren(cmdButton(`move:${move.id}`, move.label, title, 'move'), ...fields);
    };
    draw();
    return li;
  };

  return {
    section,
    render(table: OverlayTable | undefined): void {
      section.hidden = !table;
      if (!table) {
        state = '';
        picks = new Map();
        moves = new Map();
        list.replaceChildren();
        checks.replaceChildren();
        return;
      }
      // The same state (another surface wrote something else): keep the picks in progress.
      const key = `${table.system}:${table.steps}:${JSON.stringify(table.moves)}`;
      checks.replaceChildren(...table.checks.map((c) => h(doc, 'li', {}, c)));
      if (key === state) return;
      state = key;
      const was = picks;
      picks = new Map(
        table.moves.map((m) => [
          m.id,
          was.get(m.id) && moves.get(m.id) && JSON.stringify(moves.get(m.id)) === JSON.stringify(m)
            ? was.get(m.id)!
            : defaultPicks(m),
        ]),
      );
      moves = new Map(table.moves.map((m) => [m.id, m]));
      list.replaceChildren(...table.moves.map(row));
      if (!table.moves.length)
        list.append(h(doc, 'li', { class: 'empty' }, 'Nothing common to do now: see the side panel.'));
    },
    /** The GM's picks for a move shown now (null: not shown any more). */
    picks(id: string): Picks | null {
      const p = picks.get(id);
      return p ? { ...p } : null;
    },
  };
}
