// A scenario combatant may come from a combatant card of the catalog: `- { card: goblin }`, or
// `- { card: goblin, id: goblin-2, side: raiders }` for a second one on another side. The card's
// stats become the entry through the system's table setup (the very path a table takes), and the
// entry's own fields override them. Problems point at the entry's `card:`.
import { suggestion } from '../engine/diagnostics/did-you-mean.js';
import type { Problem } from '../engine/diagnostics/problem.js';
import { problemAt, type YamlSource } from '../engine/diagnostics/yaml-source.js';
import type { Card, CombatantCard } from '../engine/schema/card.js';
import type { SystemModule } from '../engine/systems/system-module.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function withCombatantCards(
  src: YamlSource,
  doc: Record<string, unknown>,
  systemId: string,
  module: SystemModule,
  cards: ReadonlyMap<string, Card>,
): { doc: Record<string, unknown>; problems: Problem[] } {
  const list = doc.combatants;
  if (!Array.isArray(list) || !list.some((e) => isRecord(e) && 'card' in e)) return { doc, problems: [] };
  const problems: Problem[] = [];
  const own = [...cards.values()].filter((c): c is CombatantCard => c.type === 'combatant' && c.system === systemId);
  const combatants = list.map((e, i) => {
    if (!isRecord(e) || !('card' in e)) return e;
    const at = (message: string, hint?: string): unknown => (
      problems.push(problemAt(src, ['combatants', i, 'card'], message, hint)), e
    );
    const { card: id, ...fields } = e;
    if (!module.table)
      return at(`${systemId} combatants are not made from combatant cards`, 'write the combatant out in full');
    const card = typeof id === 'string' ? cards.get(id) : undefined;
    if (card?.type !== 'combatant' || card.system !== systemId) {
      const guess =
        typeof id === 'string'
          ? suggestion(
              id,
              own.map((c) => c.id),
            )
          : undefined;
      return at(
        `no ${systemId} combatant card \`${String(id)}\``,
        guess ??
          (own.length
            ? `${systemId} combatant cards: ${own.map((c) => c.id).join(', ')}`
            : `the catalog has no ${systemId} combatant cards`),
      );
    }
    const who = {
      id: typeof fields.id === 'string' ? fields.id : card.id,
      name: typeof fields.name === 'string' ? fields.name : card.name,
      side: typeof fields.side === 'string' ? fields.side : (card.side ?? ''),
      monster: card.role === 'monster',
    };
    return { ...module.table.entry(card.stats, who), ...fields };
  });
  return { doc: { ...doc, combatants }, problems };
}
