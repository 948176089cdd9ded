// fray campaign reward / rest on a copy of the sample campaign.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { witchhammerTables } from '../engine/systems/witchhammer/tables.js';
import { findCharacter, loadCampaign, saveCampaign } from './campaign-folder.js';
import { addReward, rest } from './rewards-rest.js';

const t = witchhammerTables.parse(
  parse(readFileSync(new URL('../cards/witchhammer/system.yaml', import.meta.url), 'utf8')),
).campaign!;
const copy = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fray-campaign-'));
  cpSync(new URL('./sample', import.meta.url).pathname, dir, { recursive: true });
  return dir;
};
const yamlOf = (dir: string, rel: string) => parse(readFileSync(join(dir, rel), 'utf8'));

describe('fray campaign reward', () => {
  it("records the reward with its note and the campaign day, keeping the file's comments", async () => {
    const dir = copy();
    const c = loadCampaign(dir);
    const mara = findCharacter(c, 'Mara Voss');
    expect(addReward(c, mara, t, 'witch', 'The Hag of Blackmere')).toBe(
      'Mara Voss: witch reward (The Hag of Blackmere) — +1 attribute, +1 school, +2 technique',
    );
    await saveCampaign(c, [{ rel: mara.rel, doc: mara.doc }]);
    const after = readFileSync(join(dir, 'characters/mara-voss.yaml'), 'utf8');
    expect(after).toMatch(/^# Built from 4 Attribute/);
    expect(yamlOf(dir, 'characters/mara-voss.yaml').rewards.at(-1)).toEqual({
      kind: 'witch',
      note: 'The Hag of Blackmere',
      day: 12,
    });
  });
  it('refuses any reward to a dead character ("the surviving WitchHammers still get a Technique point")', async () => {
    const dir = copy();
    const file = join(dir, 'characters/tobin-ashgrove.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}dead: true\n`);
    const before = readFileSync(file, 'utf8');
    const c = loadCampaign(dir);
    const tobin = findCharacter(c, 'tobin-ashgrove');
    expect(() => addReward(c, tobin, t, 'retreat', 'Fled the Hag')).toThrow(
      /Tobin Ashgrove is dead: rewards go to the surviving WitchHammers/,
    );
    expect(() => addReward(c, tobin, t, 'hunt', 'The Hag')).toThrow(/is dead/);
    expect(readFileSync(file, 'utf8')).toBe(before);
    // The living still get theirs.
    expect(addReward(c, findCharacter(c, 'mara-voss'), t, 'retreat', 'Fled the Hag')).toMatch(/\+1 technique/);
  });
  it('refuses an unknown reward or an empty note, naming the fix', () => {
    const c = loadCampaign(copy());
    expect(() => addReward(c, c.characters[0]!, t, 'wtich', 'x')).toThrow(/unknown reward `wtich`/);
    expect(() => addReward(c, c.characters[0]!, t, 'hunt', ' ')).toThrow(/needs a note/);
  });
});

describe('fray campaign rest', () => {
  it('heals 2 a day (3 in comfort) up to the maximum, restores daily-use cards, advances the day; the dead stay as they are', async () => {
    const dir = copy();
    const file = join(dir, 'characters/tobin-ashgrove.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}health: 3\nused_today: [lucky-strike]\n`);
    const corvin = join(dir, 'characters/corvin-stalker.yaml');
    writeFileSync(corvin, `${readFileSync(corvin, 'utf8')}health: 0\ndead: true\n`);
    let c = loadCampaign(dir);
    rest(c, t, 2, false);
    await saveCampaign(c, [
      { rel: 'campaign.yaml', doc: c.doc },
      ...c.characters.map((x) => ({ rel: x.rel, doc: x.doc })),
    ]);
    expect(yamlOf(dir, 'campaign.yaml').day).toBe(14);
    expect(yamlOf(dir, 'characters/tobin-ashgrove.yaml')).toMatchObject({ health: 7, used_today: [] });
    expect(yamlOf(dir, 'characters/corvin-stalker.yaml')).toMatchObject({ health: 0, dead: true });
    c = loadCampaign(dir);
    rest(c, t, 3, true);
    await saveCampaign(
      c,
      c.characters.map((x) => ({ rel: x.rel, doc: x.doc })),
    );
    expect(yamlOf(dir, 'characters/tobin-ashgrove.yaml').health).toBe(12); // 7 + 9, capped at 12
    expect(() => rest(loadCampaign(dir), t, 0, false)).toThrow(/at least 1/);
  });
  it('the wounds a recorded fight wrote heal with the Health (14 max, 3 → 7: wounds 11 → 7)', async () => {
    const dir = copy();
    const file = join(dir, 'characters/mara-voss.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}health: 3\nwounds: 11\n`);
    const c = loadCampaign(dir);
    rest(c, t, 2, false);
    await saveCampaign(
      c,
      c.characters.map((x) => ({ rel: x.rel, doc: x.doc })),
    );
    expect(yamlOf(dir, 'characters/mara-voss.yaml')).toMatchObject({ health: 7, wounds: 7 });
  });
});
