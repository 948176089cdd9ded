// `fray resolve --campaign DIR`: a campaign's built characters fight as their derived cards
// (campaign-<id>), with their current Health and the daily cards used today; armour's skill cost
// and the technique and trait bonuses apply to scripted checks and saves.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/load-scenario.js';
import { campaignFighters } from './scenario-fighters.js';
import { runScenario } from '../scenario/run-scenario.js';

/** The sample campaign with Mara's file edited by `edit`, and a scenario file. */
function setup(edit: (text: string) => string, scenario: string) {
  const dir = mkdtempSync(join(tmpdir(), 'fray-resolve-campaign-'));
  cpSync(new URL('./sample', import.meta.url).pathname, join(dir, 'campaign'), { recursive: true });
  const mara = join(dir, 'campaign/characters/mara-voss.yaml');
  writeFileSync(mara, edit(readFileSync(mara, 'utf8')));
  writeFileSync(join(dir, 'fight.yaml'), scenario);
  return { campaign: join(dir, 'campaign'), scenario: join(dir, 'fight.yaml') };
}

async function resolve(paths: { campaign: string; scenario: string }) {
  const loaded = await loadScenario(paths.scenario, undefined, campaignFighters(paths.campaign));
  if (!loaded.ok) return { problems: loaded.problems };
  const run = runScenario(loaded.scenario, undefined);
  if (!run.ok) return { problems: run.problems };
  return {
    summary: loaded.scenario.module.scenario.summarize(run.session) as unknown as {
      combatants: Record<string, { card?: string; health: number; max_health: number }>;
    },
    events: run.session.events,
  };
}

// Plate: defense 3, costs move 1, init 1, skill 2. Mara: intimidation rank 1 (+2), con rank 1 (+2),
// and Fall Back's +1 to agility saves (campaign.yaml technique_saves).
const plated = (t: string) =>
  `${t.replace('equipment: [longsword, mail, oil, salt]', 'equipment: [longsword, plate, oil, salt]')}health: 12\n`;

describe('fray resolve --campaign', () => {
  it('fights with the derived card and the current Health', async () => {
    const r = await resolve(
      setup(
        plated,
        'system: witchhammer\ncombatants:\n  - { id: mara-voss, character: campaign-mara-voss }\n  - { id: wolf, character: barrow-wolf }\nchecks:\n  - { combatant: mara-voss, skill: con, difficulty: easy, dice: [20] }\n',
      ),
    );
    expect(r.problems).toBeUndefined();
    expect(r.summary!.combatants['mara-voss']).toMatchObject({
      card: 'campaign-mara-voss',
      health: 12,
      max_health: 14,
    });
  });

  it('armour costs skill checks but not saves; traits and techniques add to saves', async () => {
    const checks = [
      '  - { combatant: mara-voss, skill: intimidation, difficulty: medium, dice: [10] }', // 10 + 2 − 2 = 10 vs 10: pass
      '  - { combatant: mara-voss, skill: intimidation, difficulty: medium, dice: [9] }', //  9 + 2 − 2 = 9: fail
      '  - { combatant: mara-voss, skill: agility, difficulty: easy, dice: [4] }', //        4 + 1 (Fall Back) = 5 vs 5: pass
      '  - { combatant: mara-voss, skill: con, difficulty: medium, dice: [8] }', //          8 + 2 (Hardy) = 10 vs 10: pass
    ];
    // Full Health here (the scenario overrides the file's 12), so no wound penalty.
    const r = await resolve(
      setup(
        plated,
        `system: witchhammer\ncombatants:\n  - { id: mara-voss, character: campaign-mara-voss, health: 14 }\n  - { id: wolf, character: barrow-wolf }\nchecks:\n${checks.join('\n')}\n`,
      ),
    );
    const got = r.events!.filter((e) => e.type === 'check').map((e) => e.detail);
    expect(got).toMatchObject([
      { skillBonus: 2, armour: 2, penalty: 0, total: 10, pass: true },
      { total: 9, pass: false },
      { skillBonus: 1, armour: 0, total: 5, pass: true },
      { skillBonus: 2, armour: 0, total: 10, pass: true },
    ]);
  });

  it('refuses a daily card the character used today, at its play', async () => {
    const r = await resolve(
      setup(
        (t) => `${t}achievements: { blooded: 1 }\nused_today: [first-blood]\n`,
        'system: witchhammer\ncombatants:\n  - { id: mara-voss, character: campaign-mara-voss }\n  - { id: wolf, character: barrow-wolf }\nplays:\n  - { combatant: mara-voss, action: first-blood, stance: aggressive, target: wolf }\n',
      ),
    );
    expect(r.problems?.[0]).toMatchObject({
      line: 6,
      field: 'plays[0].action',
      message: expect.stringContaining('already used'),
    });
  });

  it('refuses a dead character and an illegal build, positioned', async () => {
    const dead = await resolve(
      setup(
        (t) => `${t}dead: true\n`,
        'system: witchhammer\ncombatants:\n  - { id: wolf, character: barrow-wolf }\n  - { id: mara-voss, character: campaign-mara-voss }\nplays: []\n',
      ),
    );
    expect(dead.problems?.[0]).toMatchObject({
      line: 4,
      field: 'combatants[1].character',
      message: 'Mara Voss is dead',
    });
    const illegal = await resolve(
      setup(
        (t) => t.replace('schools: { iron-vigil: 2 }', 'schools: { iron-vigil: 1 }'),
        'system: witchhammer\ncombatants:\n  - { id: mara-voss, character: campaign-mara-voss }\nplays: []\n',
      ),
    );
    expect(illegal.problems?.[0]).toMatchObject({
      file: expect.stringMatching(/mara-voss\.yaml$/),
      field: 'techniques[4]',
    });
  });
});

describe('fray resolve: a campaign character that cannot be found', () => {
  const scenario = (id: string) =>
    `system: witchhammer\ncombatants:\n  - { id: ${id}, character: campaign-${id} }\n  - { id: wolf, character: barrow-wolf }\nplays: []\n`;
  it('without --campaign: the hint says to add it', async () => {
    const paths = setup((t) => t, scenario('mara-voss'));
    const loaded = await loadScenario(paths.scenario);
    if (!loaded.ok) throw new Error('the file loads; the character is looked up when it is compiled');
    const run = runScenario(loaded.scenario, undefined);
    expect(run.ok).toBe(false);
    const p = (run as { problems: { message: string; hint?: string }[] }).problems[0]!;
    expect(p.message).toBe("no character card 'campaign-mara-voss' [scenario/unknown-card]");
    expect(p.hint).toContain('--campaign DIR');
  });
  it('a character file campaign.yaml does not list: a did-you-mean, or what campaign.yaml must list', async () => {
    const paths = setup((t) => t, scenario('wren-ashdown'));
    writeFileSync(
      join(paths.campaign, 'characters/wren-ashdown.yaml'),
      readFileSync(join(paths.campaign, 'characters/mara-voss.yaml'), 'utf8').replace(
        'id: mara-voss',
        'id: wren-ashdown',
      ),
    );
    const r = await resolve(paths);
    expect(r.problems![0]!.hint).toBe(
      "campaign.yaml's `characters:` must list `wren-ashdown` (it lists mara-voss, tobin-ashgrove, sister-ilse, corvin-stalker)",
    );
    const typo = await resolve(setup((t) => t, scenario('mara-vos')));
    expect(typo.problems![0]!.hint).toMatch(/^did you mean `campaign-mara-voss`\? Or campaign\.yaml's/);
  });
});
