// The scenario loader's hook for a campaign's built characters (`fray resolve --campaign DIR`).
import type { Problem } from '../engine/diagnostics/problem.js';
import { problemAt } from '../engine/diagnostics/yaml-source.js';
import type { ScenarioFighters } from '../scenario/load-scenario.js';
import { UserError } from '../infra/user-error.js';
import { characterCatalog } from './character-catalog.js';
import { deriveCampaign } from './derive-campaign.js';

/**
 * `fray resolve --campaign DIR`: the campaign's derived character cards join the scenario's cards; a
 * combatant made from one fights with the character's current Health and the daily cards it used
 * today, unless the scenario says otherwise.
 */
export const campaignFighters =
  (dir: string): ScenarioFighters =>
  (src, d, catalog, cards) => {
    if (d.system !== 'witchhammer')
      throw new UserError(`--campaign is for witchhammer scenarios, not ${String(d.system)}`, 'remove --campaign');
    const cc = characterCatalog(catalog);
    if ('missing' in cc) throw new UserError(cc.missing, cc.hint);
    const built = deriveCampaign(dir, cc);
    if (built.problems.length) return { doc: d, problems: built.problems };
    const byCard = new Map(built.characters.map((x) => [x.derived.card.id, x.character]));
    for (const x of built.characters) cards.set(x.derived.card.id, x.derived.card);
    if (!Array.isArray(d.combatants)) return { doc: d, problems: [] };
    const problems: Problem[] = [];
    const combatants = d.combatants.map((raw, i) => {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
      const c = raw as Record<string, unknown>;
      const ch = typeof c.character === 'string' ? byCard.get(c.character) : undefined;
      if (!ch) return c;
      if (ch.dead)
        problems.push(
          problemAt(
            src,
            ['combatants', i, 'character'],
            `${ch.name} is dead`,
            'the dead do not fight: take them out of the scenario',
          ),
        );
      return {
        ...c,
        ...(c.health === undefined ? { health: ch.health ?? ch.max_health } : {}),
        ...(c.used_today === undefined && ch.used_today.length ? { used_today: [...ch.used_today] } : {}),
      };
    });
    return { doc: { ...d, combatants }, problems };
  };
