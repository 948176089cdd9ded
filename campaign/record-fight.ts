// `fray campaign record <campaign> <fight.json>`: a resolved fight (`fray resolve --json`) applied to
// the campaign's characters — Health, wounds, afflictions and death from the final state, achievement
// progress from the event log (achievements.ts) — once: the fight's id is kept in campaign.yaml.
import { createHash } from 'node:crypto';
import { UserError } from '../infra/user-error.js';
import type { WitchhammerCampaign } from '../engine/systems/witchhammer/campaign-schema.js';
import { addProgress, tallyFight, tiersReached, type FightCombatant, type FightEvent } from './achievements.js';
import type { Campaign } from './campaign-folder.js';
import { canonicalFightId, parseFight } from './fight-file.js';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];

/** The id fights had before it was canonical (campaign/fight-file.ts): still recognised. */
export function fightId(fight: { combatants: unknown; events: unknown }): string {
  return createHash('sha1')
    .update(JSON.stringify({ c: fight.combatants, e: fight.events }))
    .digest('hex')
    .slice(0, 16);
}

export function recordFight(
  c: Campaign,
  text: string,
  file: string,
  catalog: WitchhammerCampaign,
  cardName: (id: string) => string = (id) => id,
): { lines: string[]; touched: string[] } {
  // Checked input (campaign/fight-file.ts): ranges, ids, and the id of its canonical form.
  const fight = parseFight(text, file);
  // The rules: a character at 0 Health is on death's door "until combat ends. At that time, the PC makes a
  // Medium Con Save". A fight that never ended has not made those saves, so its Health is not final.
  if (!fight.events.some((e) => e.type === 'combat-end')) {
    throw new UserError(
      `${file}: this fight never ended, so the death's-door saves were not made`,
      'end the combat, then export it again: add `end_combat: true` to the scenario and run `fray resolve <scenario> --json` again (in the resolver: End combat, then Export fight)',
    );
  }
  const id = canonicalFightId(fight);
  // A fight recorded before ids were canonical is known by its old id too.
  if (c.fights.includes(id) || c.fights.includes(fightId(fight)))
    throw new UserError(
      `${file}: this fight (${id}) is already recorded in ${c.name}`,
      'a fight is recorded once; nothing was changed',
    );
  const combatants = fight.combatants as Record<string, FightCombatant>;
  // The thresholds are the catalog's achievements' own: with none, that measure counts nothing.
  const low = catalog.achievements.find((a) => a.measure === 'low-health')?.threshold;
  const hells = catalog.achievements.find((a) => a.measure === 'hells-heart')?.threshold;
  const tally = tallyFight(fight.events as FightEvent[], combatants, c.pcKillers, low, hells);
  const lines: string[] = [`${c.name}: fight ${id} recorded`];
  const touched: string[] = [];
  // By combatant id, or by the character card (a built character's card is `campaign-<id>`).
  const characterOf = (cid: string, fc: FightCombatant) =>
    c.characters.find((x) => x.id === cid || x.id === fc.card || `campaign-${x.id}` === fc.card);
  // The end of combat leaves every player at 0 Health or more, or dead (the death's-door save): a
  // living character below 0 was typed into the fight file, so the problem names that file and its
  // field, before any character is changed — not the character file it would have been written to.
  for (const [cid, fc] of Object.entries(combatants))
    if (fc.side === 'players' && fc.health < 0 && !fc.dead && characterOf(cid, fc))
      throw new UserError(
        `${file}: combatants.${cid}.health: health ${fc.health} is below 0, but the combatant is not dead`,
        'a fight that ended leaves each player at 0 Health or more, or dead; give the output of `fray resolve <scenario> --json`, unedited',
      );
  for (const [cid, fc] of Object.entries(combatants)) {
    if (fc.side !== 'players') continue;
    const ch = characterOf(cid, fc);
    if (!ch) {
      lines.push(`  ${cid}: not a character of this campaign (skipped)`);
      continue;
    }
    const { doc, data } = ch;
    touched.push(ch.rel);
    const before = data.health ?? data.max_health;
    const health = Math.min(data.max_health, fc.health);
    doc.set('health', health);
    if (fc.wounds !== undefined) doc.set('wounds', fc.wounds);
    const afflictions = [...new Set([...data.afflictions, ...(fc.afflictions ?? [])])];
    if (afflictions.length !== data.afflictions.length) doc.set('afflictions', doc.createNode(afflictions));
    if (fc.dead) doc.set('dead', true);
    const parts = [before === health ? `Health ${health} (unchanged)` : `Health ${before} → ${health}`];
    if (fc.dead) parts.push('dead');
    const added = afflictions.filter((a) => !data.afflictions.includes(a));
    if (added.length) parts.push(`afflictions: ${added.join(', ')}`);
    lines.push(`  ${data.name}: ${parts.join('; ')}`);
    const counts = tally.counts[cid] ?? {};
    for (const a of catalog.achievements) {
      const n = counts[a.measure];
      if (!n) continue;
      const was = data.achievements[a.id] ?? 0;
      const now = addProgress(was, a.measure, n);
      if (now === was) continue;
      doc.setIn(['achievements', a.id], now);
      for (const tier of tiersReached(a.tiers, was, now)) {
        const card = a.cards[tier - 1];
        lines.push(
          `  ${data.name}: ${a.name} ${ROMAN[tier - 1] ?? tier} reached (${now})${card ? ` → card *${cardName(card)}* added` : ''}`,
        );
      }
    }
    // Daily-use cards played in the fight stay used until a rest.
    const daily = (fight.events as FightEvent[])
      .filter((e) => e.type === 'discard' && e.actor === cid && e.detail?.daily)
      .flatMap((e) => {
        const ch2 = e.changes?.[`${cid}.usedToday`];
        return Array.isArray(ch2?.[1]) ? (ch2[1] as string[]) : [];
      });
    const usedToday = [...new Set([...data.used_today, ...daily])];
    if (usedToday.length !== data.used_today.length) {
      doc.set('used_today', doc.createNode(usedToday));
      lines.push(`  ${data.name}: used today: ${usedToday.map(cardName).join(', ')}`);
    }
  }
  c.doc.set('fights', c.doc.createNode([...c.fights, id]));
  if (tally.pcKillers.length)
    c.doc.set('pc_killers', c.doc.createNode([...new Set([...c.pcKillers, ...tally.pcKillers])]));
  return { lines, touched };
}
