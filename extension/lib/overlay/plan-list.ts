// The overlay's compact planning list: one row per combatant still to play (action, stance,
// target, Play), so the GM plans from the VTT page without the popup. Rows are kept by combatant
// across re-renders, so a choice in progress survives the store updates other surfaces cause.
import { isTrustedInput } from '../page-bridge.js';
import { h } from './dom.js';
import type { OverlayPlanRow } from './model.js';

export interface PlanChoice {
  readonly combatant: string;
  readonly action: string;
  readonly stance?: string;
  readonly target?: string;
}

interface Row {
  readonly el: HTMLElement;
  key: string;
  readonly action: HTMLSelectElement;
  readonly stance: HTMLSelectElement;
  readonly target: HTMLSelectElement;
  readonly play: HTMLButtonElement;
  data: OverlayPlanRow;
}

const options = (doc: Document, sel: HTMLSelectElement, items: readonly { id: string; name: string }[]): void => {
  sel.replaceChildren(...items.map((i) => h(doc, 'option', { value: i.id }, i.name)));
};

export function createPlanList(doc: Document, onPlay: (p: PlanChoice) => void) {
  const list = h(doc, 'ul', { class: 'plan-list' });
  const section = h(doc, 'section', { class: 'plan-section' }, h(doc, 'h3', {}, 'Plan'), list);
  section.hidden = true;
  const rows = new Map<string, Row>();

  const showTarget = (r: Row): void => {
    r.target.hidden = !r.data.actions.find((a) => a.id === r.action.value)?.target;
  };

  const make = (data: OverlayPlanRow): Row => {
    const label = (text: string, el: HTMLElement) =>
      h(doc, 'label', { class: 'plan-field' }, h(doc, 'span', { class: 'sr' }, text), el);
    const action = h(doc, 'select', { 'aria-label': `${data.name}: action`, 'data-plan-field': `action:${data.id}` });
    const stance = h(doc, 'select', { 'aria-label': `${data.name}: stance`, 'data-plan-field': `stance:${data.id}` });
    const target = h(doc, 'select', { 'aria-label': `${data.name}: target`, 'data-plan-field': `target:${data.id}` });
    const play = h(
      doc,
      'button',
      { type: 'button', 'data-plan': data.id, title: `Play ${data.name}'s cards face down` },
      'Play',
    );
    const el = h(
      doc,
      'li',
      { class: 'plan-row' },
      h(doc, 'span', { class: 'who' }, data.name),
      label('action', action),
      label('stance', stance),
      label('target', target),
      play,
    );
    const row: Row = { el, key: '', action, stance, target, play, data };
    action.addEventListener('change', () => showTarget(row));
    play.addEventListener('click', (e) => {
      if (isTrustedInput(e)) submit(row);
    });
    return row;
  };
  const submit = (r: Row): void => {
    const needs = !r.target.hidden && r.target.value;
    onPlay({
      combatant: r.data.id,
      action: r.action.value,
      ...(r.stance.value ? { stance: r.stance.value } : {}),
      ...(needs ? { target: r.target.value } : {}),
    });
  };

  return {
    section,
    render(plan: readonly OverlayPlanRow[] | undefined): void {
      const items = plan ?? [];
      section.hidden = items.length === 0;
      const keep = new Set(items.map((r) => r.id));
      for (const [id, _r] of rows) if (!keep.has(id)) rows.delete(id);
      list.replaceChildren(
        ...items.map((data) => {
          let r = rows.get(data.id);
          if (!r) rows.set(data.id, (r = make(data)));
          r.data = data;
          // Rebuild the choices only when they changed: a pick in progress stays.
          const key = JSON.stringify([data.actions, data.stances, data.targets]);
          if (key !== r.key) {
            const keepValue = (sel: HTMLSelectElement, items: readonly { id: string }[]) =>
              items.some((i) => i.id === sel.value) ? sel.value : undefined;
            const was = [
              keepValue(r.action, data.actions),
              keepValue(r.stance, data.stances),
              keepValue(r.target, data.targets),
            ];
            options(doc, r.action, data.actions);
            options(doc, r.stance, data.stances);
            options(doc, r.target, data.targets);
            if (was[0]) r.action.value = was[0];
            if (was[1]) r.stance.value = was[1];
            if (was[2]) r.target.value = was[2];
            r.key = key;
          }
          showTarget(r);
          return r.el;
        }),
      );
    },
    /** A Play button pressed and released with trusted input whose click the page captured away. */
    activate(button: Element): void {
      for (const r of rows.values()) if (r.play === button) submit(r);
    },
    /** Screen rectangles of the Play buttons and the selects (tests click them with real input). */
    rects(): Record<string, { x: number; y: number; width: number; height: number }> {
      const out: Record<string, { x: number; y: number; width: number; height: number }> = {};
      for (const [id, r] of rows) {
        for (const [k, el] of [
          [`plan:${id}`, r.play],
          [`action:${id}`, r.action],
          [`stance:${id}`, r.stance],
          [`target:${id}`, r.target],
        ] as const) {
          const b = el.getBoundingClientRect();
          out[k] = { x: b.x, y: b.y, width: b.width, height: b.height };
        }
      }
      return out;
    },
  };
}
