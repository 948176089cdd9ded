import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.js';
import { LIMITS_DOC_END, LIMITS_DOC_START, limitsTable, withLimitsTable } from './limits-doc.js';
import { MAX_FIELD_CHARS } from './field-limits.js';
import { READ_LIMITS } from './user-bytes.js';
import { SCENARIO_INT_MAX, SEED_MAX } from '../systems/witchhammer/scenario-schema.js';
import { whole } from '../systems/action-fields.js';

const doc = readFileSync(new URL('../../docs/limits.md', import.meta.url), 'utf8');

describe('one limit table serves every reader', () => {
  it('docs/limits.md shows the table as it is (run `npm run gen:limits` after changing limits.ts)', () => {
    expect(doc).toContain(LIMITS_DOC_START);
    expect(doc).toContain(LIMITS_DOC_END);
    expect(withLimitsTable(doc)).toBe(doc);
  });

  it('lists every limit of the table', () => {
    for (const l of Object.values(LIMITS)) expect(limitsTable()).toContain(`| ${l.what} |`);
  });

  it('the readers take their caps from it', () => {
    expect(MAX_FIELD_CHARS).toBe(LIMITS.fieldChars.value);
    expect(READ_LIMITS.catalogFile).toBe(LIMITS.catalogFile.value);
    expect(READ_LIMITS.scenario).toBe(LIMITS.scenarioFile.value);
    expect(SCENARIO_INT_MAX).toBe(LIMITS.scenarioInt.value);
    expect(SEED_MAX).toBe(LIMITS.seed.value);
    expect(whole.safeParse(LIMITS.scenarioInt.value).success).toBe(true);
    expect(whole.safeParse(LIMITS.scenarioInt.value + 1).success).toBe(false);
    expect(whole.safeParse(1e308).success).toBe(false);
  });
});
