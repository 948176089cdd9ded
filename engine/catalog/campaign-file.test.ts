// campaign.yaml problems, positioned as card problems are.
import { describe, expect, it } from 'vitest';
import type { Card } from '../schema/card.js';
import { witchhammerCampaign } from '../systems/witchhammer/campaign-schema.js';
import { validateCampaignFile } from './campaign-file.js';

const action = (id: string) => ({ type: 'action', id, name: id }) as unknown as Card;
const cards = [action('sword-swing'), action('shield-bash')];
const base = `schools:
  - id: iron-vigil
    name: The Iron Vigil
    levels:
      - techniques: [{ id: sword-swing, weapon: sword }, shield-bash]
traits:
  - { id: con, name: Hardy, text: Con saves. }
equipment:
  weapons: [{ id: longsword, name: Longsword, kind: sword }]
  armour: [{ id: mail, name: Mail, defense: 2, costs: { move: 1 } }]
  misc: [{ id: oil, name: Oil }]
achievements:
  - { id: blooded, name: Blooded, measure: kills, text: Kill., tiers: [1, 10, 100] }
`;
const run = (text: string, schema = true) =>
  validateCampaignFile(
    { path: 'witchhammer/campaign.yaml', text },
    schema ? witchhammerCampaign : undefined,
    cards,
    false,
  ).problems.map((p) => `${p.line}:${p.col} ${p.field}: ${p.message}${p.hint ? ` | ${p.hint}` : ''}`);

describe('campaign.yaml', () => {
  it('accepts a well-formed catalog', () => expect(run(base)).toEqual([]));
  it('names a technique that is no action card, with the nearest id', () => {
    expect(run(base.replace('shield-bash]', 'shield-bosh]'))).toEqual([
      '5:58 schools[0].levels[0].techniques[1]: no action card `shield-bosh` in witchhammer | did you mean `shield-bash`?',
    ]);
  });
  it('names unknown keys, a weapon kind nobody carries, tiers out of order and duplicate ids', () => {
    const bad = base
      .replace('{ id: sword-swing, weapon: sword }', '{ id: sword-swing, weapon: spear }')
      .replace('tiers: [1, 10, 100]', 'tiers: [1, 100, 10]')
      .replace('{ id: oil, name: Oil }', '{ id: con, name: Oil }')
      .replace('    name: The Iron Vigil', '    name: The Iron Vigil\n    nme: typo');
    expect(run(bad).sort((a, b) => parseInt(a, 10) - parseInt(b, 10))).toEqual([
      '4:5 schools[0].nme: unknown key `nme` | did you mean `name`?',
      '6:49 schools[0].levels[0].techniques[0].weapon: no weapon of kind `spear` in the equipment',
      '12:16 equipment.misc[0].id: duplicate id `con` (also a traits)',
      '14:71 achievements[0].tiers: tiers must ascend',
    ]);
  });
  it('asks a low-health or hells-heart achievement for its threshold (the rules give no number to fall back on)', () => {
    const text = `${base}  - { id: unkillable, name: Unkillable, measure: low-health, text: Survive., tiers: [1] }\n  - { id: hells-heart, name: Hell's Heart, measure: hells-heart, text: Kill., tiers: [1], threshold: 10 }\n`;
    expect(run(text)).toEqual([
      '14:5 achievements[1]: a low-health achievement needs a `threshold`: Health at or below it counts',
    ]);
  });
  it('names a technique save bonus of an unknown save type, even when the cards could not be read', () => {
    const text = `${base}technique_saves:\n  shield-bash: { fer: 2 }\n`;
    const saves = ['con', 'agility', 'fear'];
    const expected = ['15:18 technique_saves.shield-bash.fer: no save type `fer` | did you mean `fear`?'];
    const check = (unreadable: boolean) =>
      validateCampaignFile(
        { path: 'witchhammer/campaign.yaml', text },
        witchhammerCampaign,
        cards,
        unreadable,
        saves,
      ).problems.map((p) => `${p.line}:${p.col} ${p.field}: ${p.message}${p.hint ? ` | ${p.hint}` : ''}`);
    expect(check(false)).toEqual(expected);
    expect(check(true)).toEqual(expected);
  });
  it('is refused for a system without a campaign layer', () => {
    expect(run(base, false)).toEqual([
      '1:1 : system `witchhammer` has no campaign layer | only systems with campaign rules read campaign.yaml: remove or rename it',
    ]);
  });
});
