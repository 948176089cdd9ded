// Before the fight: the holders of initiative cards (a creature, or a group of identical
// opponents), the zones, and the draw from the shuffled 1–10 deck, ambush extras included.
import { roll, seedDice, type DiceState } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import { SCHEMA_VERSION } from '../../core/types.js';
import { symmetricZones } from '../../core/zone-map.js';
import { keepBest } from './deal.js';
import { SYSTEM_ID, type Combatant, type Holder, type IcState, type Setup } from './types.js';

const PC_SIDES = new Set(['players', 'party', 'player', 'pcs']);

/** Fisher–Yates with the combat's seeded dice, so the draw replays exactly. */
export function shuffle(dice: DiceState, cards: readonly number[]): [DiceState, number[]] {
  const out = [...cards];
  let d = dice;
  for (let i = out.length - 1; i > 0; i--) {
    const [next, r] = roll(d, i + 1, 'shuffle');
    d = next;
    const j = r.value - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return [d, out];
}

export function initState(setup: Setup): IcState {
  const { tables } = setup;
  if (!setup.combatants.length) fail('setup/no-combatants', 'a fight needs combatants', { path: ['combatants'] });
  const zones = symmetricZones(setup.zones);
  const zoneNames = Object.keys(zones);
  const combatants: Record<string, Combatant> = {};
  const holders: Record<
    string,
    { members: string[]; side: string; count: number; draw?: readonly number[]; index: number }
  > = {};
  setup.combatants.forEach((s, i) => {
    const path = ['combatants', i];
    if (combatants[s.id])
      fail('setup/duplicate-id', `combatant \`${s.id}\` is listed twice`, { path: [...path, 'id'] });
    const zone = s.zone ?? zoneNames[0]!;
    if (!zones[zone])
      fail('setup/unknown-zone', `no zone \`${zone}\``, {
        path: [...path, 'zone'],
        hint: `zones: ${zoneNames.join(', ')}`,
      });
    const holder = s.group ?? s.id;
    if (s.group && combatants[s.group])
      fail('setup/group-id', `group \`${s.group}\` has a combatant's id`, { path: [...path, 'group'] });
    const h = (holders[holder] ??= { members: [], side: s.side, count: s.cards ?? 1, index: i });
    if (h.side !== s.side) fail('setup/group-sides', `group \`${holder}\` mixes sides`, { path: [...path, 'side'] });
    h.members.push(s.id);
    if (s.draw) h.draw = s.draw;
    combatants[s.id] = {
      id: s.id,
      name: s.name ?? s.id,
      side: s.side,
      pc: s.pc ?? PC_SIDES.has(s.side),
      holder,
      zone,
      weapons: s.weapons ?? [],
      ...(s.harm_limit !== undefined ? { harmLimit: s.harm_limit } : {}),
      physical: s.physical ?? 0,
      mental: s.mental ?? 0,
      out: s.harm_limit !== undefined && Math.max(s.physical ?? 0, s.mental ?? 0) >= s.harm_limit,
      fled: false,
      gagged: false,
      slowUsed: 0,
      fastUsed: 0,
      turnManeuvers: 0,
      brokeFreeThisTurn: false,
      firstManeuverBonus: 0,
      ...(s.endure !== undefined ? { endure: s.endure } : {}),
      ...(s.actions !== undefined ? { actions: s.actions } : {}),
      nextRollBonus: 0,
    };
  });

  const all: number[] = [];
  for (let v = tables.deck.lowest; v <= tables.deck.highest; v++) all.push(v);
  const ambush = setup.ambush;
  const extraFor = (side: string): number => {
    if (!ambush) return 0;
    const winners = ambush.result === 'failure' ? side !== ambush.side : side === ambush.side;
    return winners ? tables.ambush.extra_cards : 0;
  };
  let deck = [...all];
  const holderIds = Object.keys(holders).sort((a, b) => holders[a]!.index - holders[b]!.index);
  for (const id of holderIds) {
    const h = holders[id]!;
    for (const v of h.draw ?? []) {
      const at = deck.indexOf(v);
      if (at < 0)
        fail('setup/card-taken', `card ${v} is ${all.includes(v) ? 'already drawn' : 'not in the deck'}`, {
          path: ['combatants', h.index, 'draw'],
          hint: `the deck holds ${tables.deck.lowest}–${tables.deck.highest}, each once`,
        });
      deck.splice(at, 1);
    }
  }
  let dice = seedDice(setup.seed ?? 0, setup.dice ?? []);
  [dice, deck] = shuffle(dice, deck);
  const oneByOne = setup.deal === 'one-by-one';
  if (oneByOne) {
    const need = holderIds.reduce((t, id) => t + (holders[id]!.draw ? 0 : holders[id]!.count), 0);
    if (need > deck.length)
      fail('setup/deck-exhausted', `the ${all.length}-card deck cannot give everyone a card`, {
        path: ['combatants'],
        hint: 'let identical opponents share one card with `group:`',
      });
  }
  const out: Record<string, Holder> = {};
  for (const id of holderIds) {
    const h = holders[id]!;
    const want = h.count + extraFor(h.side);
    let drawn: number[];
    if (h.draw) {
      if (h.draw.length !== want) {
        fail('setup/draw-count', `\`${id}\` draws ${want} card(s) here, not ${h.draw.length}`, {
          path: ['combatants', h.index, 'draw'],
          hint: extraFor(h.side) ? 'the ambush adds an extra card: list both drawn cards' : undefined,
        });
      }
      drawn = [...h.draw];
    } else if (oneByOne) {
      // Dealt in the `deal` phase (deal.ts), one card at a time.
      out[id] = { id, members: h.members, side: h.side, cards: [], drawn: [], want, count: h.count };
      continue;
    } else {
      if (deck.length < h.count) {
        fail('setup/deck-exhausted', `the ${all.length}-card deck has no card left for \`${id}\``, {
          path: ['combatants', h.index],
          hint: 'let identical opponents share one card with `group:`',
        });
      }
      drawn = deck.slice(0, Math.min(want, deck.length));
      deck = deck.slice(drawn.length);
    }
    // Keep the best (lowest acts first); the cards not kept go back under the deck.
    const kept = keepBest({ id, members: h.members, side: h.side, cards: [], drawn, want, count: h.count }, deck);
    deck = kept.deck;
    out[id] = kept.holder;
  }
  // "Each extra success adds +1 to your first Maneuver": only a successful Sneak test has extra successes.
  if (ambush && ambush.result === 'success' && ambush.extra_successes) {
    for (const c of Object.values(combatants)) {
      if (c.side === ambush.side)
        combatants[c.id] = { ...c, firstManeuverBonus: ambush.extra_successes * tables.ambush.bonus_per_extra_success };
    }
  }
  return {
    schemaVersion: SCHEMA_VERSION,
    system: SYSTEM_ID,
    round: 1,
    dice,
    ended: false,
    tables,
    phase: holderIds.some((id) => out[id]!.cards.length < out[id]!.count) ? 'deal' : 'start',
    ids: setup.combatants.map((c) => c.id),
    holderIds,
    combatants,
    holders: out,
    zones,
    deck,
    slots: [],
    circumstances: setup.circumstances ?? [],
  };
}
