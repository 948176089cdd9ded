// The checks behind `fray character new`'s questions: each turns one typed answer into a value, or
// into a problem and a hint (never an empty one) so that the question can be asked again. Pure.
import { suggestion } from '../engine/diagnostics/did-you-mean.js';
import type { Card } from '../engine/schema/card.js';
import type { WitchhammerCampaign } from '../engine/systems/witchhammer/campaign-schema.js';
import type { CampaignTables } from './budget.js';

export type Checked<T> = { value: T } | { problem: string; hint?: string };

type Equipment = WitchhammerCampaign['equipment'];
type School = WitchhammerCampaign['schools'][number];

const list = (s: string): string[] =>
  s
    .split(/[,\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);
const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** The did-you-mean for an unknown id, or else the ids to choose from: a hint is never empty. */
function hintFor(value: string, known: readonly string[], what: string): string {
  return suggestion(value, known) ?? (known.length ? `${what}s: ${known.join(', ')}` : `there is no ${what} to choose`);
}

/** An attribute bonus: a whole number from 0 to the points left (Enter: 0). */
export const attributeAnswer =
  (left: number) =>
  (s: string): Checked<number> => {
    if (s === '') return { value: 0 };
    const n = Number(s);
    if (!/^-?\d+$/.test(s) || !Number.isInteger(n))
      return { problem: `\`${s}\` is not a whole number`, hint: `give 0 to ${left}` };
    if (n < 0) return { problem: `${s}: a bonus cannot be below 0`, hint: `give 0 to ${left}` };
    if (n > left)
      return { problem: `${n}: only ${left} attribute point${left === 1 ? '' : 's'} left`, hint: `give 0 to ${left}` };
    return { value: n };
  };

/** A school, by id or by name. */
export const schoolAnswer =
  (schools: readonly School[]) =>
  (s: string): Checked<string> => {
    const found = schools.find((x) => x.id === s.toLowerCase() || x.name.toLowerCase() === s.toLowerCase());
    if (found) return { value: found.id };
    if (!s) return { problem: 'choose a school', hint: `schools: ${schools.map((x) => x.id).join(', ')}` };
    return {
      problem: `no school \`${s}\``,
      hint: hintFor(
        s,
        schools.map((x) => x.id),
        'school',
      ),
    };
  };

/** A list of known ids: at most `max` (and at least `min`); `repeats`: an id may come twice (a trait's rank 2). */
export const itemsAnswer =
  (what: string, known: readonly string[], max: number, repeats: boolean, min = 0) =>
  (s: string): Checked<string[]> => {
    const ids = list(s);
    for (const id of ids)
      if (!known.includes(id))
        return { problem: `\`${id}\` is not a ${what} you can take now`, hint: hintFor(id, known, what) };
    if (!repeats) {
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice) return { problem: `\`${twice}\` is listed twice`, hint: `each ${what} once` };
    }
    if (ids.length > max)
      return { problem: `${ids.length} ${what}s: at most ${max}`, hint: `remove ${ids.length - max}` };
    if (ids.length < min)
      return { problem: `at least ${min} ${what}${min === 1 ? '' : 's'}`, hint: `${what}s: ${known.join(', ')}` };
    return { value: ids };
  };

/** Equipment: known items within the limits, with the weapon kinds the techniques need. */
export const equipmentAnswer =
  (e: Equipment, limits: CampaignTables['equipment_limits'], needs: readonly string[]) =>
  (s: string): Checked<string[]> => {
    const ids = list(s);
    const all = [...e.weapons.map((x) => x.id), ...e.armour.map((x) => x.id), ...e.misc.map((x) => x.id)];
    for (const id of ids)
      if (!all.includes(id)) return { problem: `no item \`${id}\``, hint: hintFor(id, all, 'item') };
    const count = (of: readonly { id: string }[]) => ids.filter((id) => of.some((x) => x.id === id)).length;
    const over: [number, number, string][] = [
      [count(e.weapons), limits.weapon, 'weapon'],
      [count(e.armour), limits.armour, 'armour set'],
      [count(e.misc), limits.misc, 'misc item'],
    ];
    for (const [n, limit, what] of over)
      if (n > limit)
        return { problem: `${n} ${what}s: a WitchHammer carries at most ${limit}`, hint: `remove ${n - limit}` };
    const kinds = new Set(e.weapons.filter((w) => ids.includes(w.id)).map((w) => w.kind));
    const missing = needs.filter((k) => !kinds.has(k));
    if (missing.length) {
      const fits = e.weapons.filter((w) => missing.includes(w.kind)).map((w) => w.id);
      return {
        problem: `your techniques need a ${missing.join(' and a ')}`,
        hint: fits.length ? `carry ${fits.join(' or ')}` : 'learn other techniques',
      };
    }
    return { value: ids };
  };

/** `plate (Plate harness: defense +3; costs 1 move, 1 init, 2 on skill checks)`. */
export function armourLine(a: Equipment['armour'][number]): string {
  const costs = [
    a.costs.move ? `${a.costs.move} move` : '',
    a.costs.init ? `${a.costs.init} init` : '',
    a.costs.skill ? `${a.costs.skill} on skill checks` : '',
  ].filter(Boolean);
  return `${a.id} (${a.name}: defense ${signed(a.defense)}${costs.length ? `; costs ${costs.join(', ')}` : '; no cost'})`;
}

/** `aggressive (Aggressive: init +1, attack +3, defense −1) — Press the attack…`. */
export function stanceLine(c: Card): string {
  const s = c as Card & { init?: number; attack?: number; defense?: number; text?: string };
  const nums = [
    s.init ? `init ${signed(s.init)}` : '',
    s.attack ? `attack ${signed(s.attack)}` : '',
    s.defense ? `defense ${signed(s.defense)}` : '',
  ].filter(Boolean);
  return `${c.id} (${c.name}${nums.length ? `: ${nums.join(', ')}` : ''})${s.text ? ` — ${s.text}` : ''}`;
}
