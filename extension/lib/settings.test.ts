import { describe, expect, it } from 'vitest';
import { makeCatalog } from './catalog.js';
import { originOf, originPattern, timerSeconds } from './settings.js';
import { DEFAULTS } from './store.js';
import { loadTestCatalogJson } from './test-catalog.js';

describe('settings', () => {
  const json = loadTestCatalogJson();
  const cat = makeCatalog(json, null);

  it('takes the timer length from the rule table unless the GM set one', () => {
    expect(timerSeconds(DEFAULTS.settings, cat)).toBe(json.tables.decision_timer.seconds);
    const custom = makeCatalog(json, {
      importedAt: 0,
      files: [],
      cards: [],
      tables: { ...json.tables, decision_timer: { ...json.tables.decision_timer, seconds: 25 } },
    });
    expect(timerSeconds(DEFAULTS.settings, custom)).toBe(25);
    expect(timerSeconds({ ...DEFAULTS.settings, timerSeconds: 9 }, custom)).toBe(9);
    expect(timerSeconds({ ...DEFAULTS.settings, timerSeconds: -1 }, cat)).toBe(json.tables.decision_timer.seconds);
  });

  it('reduces URLs to http(s) origins', () => {
    expect(originOf('https://app.roll20.net/editor/?x=1')).toBe('https://app.roll20.net');
    expect(originOf('http://localhost:30000/game')).toBe('http://localhost:30000');
    expect(originOf('chrome://extensions')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originPattern('https://app.roll20.net')).toBe('https://app.roll20.net/*');
  });
});
