import { describe, expect, it } from 'vitest';
import { memoryBackend } from './storage-backend.js';
import { createStore } from './store.js';
import { createResolver } from './resolver.js';
import { encounterScenario } from './export-scenario.js';
import { loadTestCatalog } from './test-catalog.js';

describe('scenario export', () => {
  it('keeps the last play of each combatant, the reorder and the timer, and leaves out an unrevealed round', async () => {
    const catalog = loadTestCatalog();
    const r = createResolver({
      store: createStore(memoryBackend()),
      catalog: () => catalog,
      newSeed: () => 3,
      now: () => 0,
    });
    await r.addCharacter('mara-voss');
    await r.addCopies('grave-ghoul', 2);
    await r.plan({ combatant: 'mara-voss', action: 'sword-swing', stance: 'aggressive', target: 'grave-ghoul' });
    await r.plan({ combatant: 'mara-voss', action: 'sword-swing', stance: 'wary', target: 'grave-ghoul-2' });
    await r.plan({ combatant: 'grave-ghoul', action: 'ghoul-claws', stance: 'frenzied', target: 'mara-voss' });
    await r.plan({ combatant: 'grave-ghoul-2', action: 'ghoul-claws', stance: 'frenzied', target: 'mara-voss' });
    await r.unplan('grave-ghoul-2');
    await r.timerExpired();
    await r.reveal();
    const enc = (await r.current())!;
    // Mara 3+2+1 = 6 ties the ghoul's 3+2+1 = 6: players first, so the GM swaps them.
    const keys = enc.session!.state.order.map((o) => o.key);
    expect(keys.slice(0, 2)).toEqual(['mara-voss', 'grave-ghoul']);
    const swapped = ['grave-ghoul', 'mara-voss', ...keys.slice(2)];
    expect((await r.reorder(swapped)).ok).toBe(true);
    await r.resolveRound([11, 12]);
    await r.plan({ combatant: 'mara-voss', action: 'focus', stance: 'wary' });
    const doc = encounterScenario((await r.current())!);
    expect(doc.rounds).toHaveLength(1);
    expect(doc.rounds[0]!.timer_expired).toBe(true);
    expect(doc.rounds[0]!.plays).toEqual([
      { combatant: 'mara-voss', action: 'sword-swing', stance: 'wary', target: 'grave-ghoul-2' },
      { combatant: 'grave-ghoul', action: 'ghoul-claws', stance: 'frenzied', target: 'mara-voss' },
    ]);
    expect(doc.rounds[0]!.reorder).toEqual(swapped);
    expect(doc.dice.slice(0, 2)).toEqual([11, 12]);
    expect(doc.seed).toBe(3);
    expect(doc.combatants.map((c) => c.id)).toEqual(['mara-voss', 'grave-ghoul', 'grave-ghoul-2']);
  });
});
