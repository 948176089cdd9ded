// `fray campaign reward` and `fray campaign rest`: a reward recorded with its note and day, and
// days of rest — Health back (2 a day, 3 in comfort: system.yaml `campaign.rest`) and the daily-use
// cards restored. Pure over the loaded documents; the CLI saves them.
import { UserError } from '../infra/user-error.js';
import { suggestion } from '../engine/diagnostics/did-you-mean.js';
import type { CampaignTables } from './budget.js';
import { wounds } from '../engine/systems/witchhammer/penalty.js';
import type { Campaign, LoadedCharacter } from './campaign-folder.js';

export function addReward(c: Campaign, ch: LoadedCharacter, t: CampaignTables, kind: string, note: string): string {
  const grant = t.rewards[kind];
  if (!grant)
    throw new UserError(
      `unknown reward \`${kind}\``,
      suggestion(kind, Object.keys(t.rewards)) ?? `rewards: ${Object.keys(t.rewards).join(', ')}`,
    );
  if (!note.trim())
    throw new UserError('a reward needs a note (what it was for)', 'add --note "The Barrow Wolf of Hollin"');
  // The rules give the retreat's point to "the surviving WitchHammers"; no reward is of use to the dead.
  if (ch.data.dead)
    throw new UserError(
      `${ch.data.name} is dead: rewards go to the surviving WitchHammers`,
      'a new WitchHammer joins with `fray character new`; nothing was changed',
    );
  const entry = ch.doc.createNode({ kind, note, day: c.day });
  entry.flow = true;
  if (ch.doc.has('rewards')) ch.doc.addIn(['rewards'], entry);
  else ch.doc.set('rewards', ch.doc.createNode([{ kind, note, day: c.day }]));
  const parts = Object.entries(grant)
    .filter(([, n]) => n)
    .map(([k, n]) => `+${n} ${k}`);
  return `${ch.data.name}: ${kind} reward (${note}) — ${parts.join(', ') || 'no points'}`;
}

export function rest(c: Campaign, t: CampaignTables, days: number, comfortable: boolean): string[] {
  if (!Number.isInteger(days) || days < 1)
    throw new UserError(`--days ${days}: rest takes a whole number of days, at least 1`, 'e.g. --days 3');
  const per = comfortable ? t.rest.comfortable_per_day : t.rest.health_per_day;
  const lines = [`${c.name}: day ${c.day} → ${c.day + days}${comfortable ? ' (in comfort)' : ''}`];
  c.doc.set('day', c.day + days);
  for (const ch of c.characters) {
    if (ch.data.dead) continue;
    const now = ch.data.health ?? ch.data.max_health;
    const healed = Math.min(ch.data.max_health, now + per * days);
    if (healed !== now) ch.doc.set('health', healed);
    // The wounds a fight recorded heal with the Health: a file never says `health: 14` and `wounds: 2`.
    const woundsNow = wounds(ch.data.max_health, healed);
    if (ch.doc.has('wounds') && ch.data.wounds !== woundsNow) ch.doc.set('wounds', woundsNow);
    const restored = ch.data.used_today.length;
    if (restored) ch.doc.set('used_today', ch.doc.createNode([]));
    lines.push(
      `  ${ch.data.name}: ${healed === now ? `Health ${now} (full)` : `Health ${now} → ${healed}`}${restored ? `, ${restored} daily-use card${restored === 1 ? '' : 's'} restored` : ''}`,
    );
  }
  return lines;
}
