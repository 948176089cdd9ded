import { describe, expect, it } from 'vitest';
import { leavesLine, roundLine } from './round-log.js';

describe('log lines led by the round', () => {
  it('one leaving the fight, with or without a reason', () => {
    expect(leavesLine({ type: 'withdraw', round: 3, actor: 'ghoul', detail: { reason: 'fled' } })).toBe(
      'R3 ghoul leaves the fight (fled)',
    );
    expect(leavesLine({ type: 'leave', round: 2, actor: 'elin' })).toBe('R2 elin leaves the fight');
  });

  it("the round's end, and an event with no words of its own", () => {
    expect(roundLine({ type: 'round-end', round: 4 })).toBe('R4 ends');
    expect(roundLine({ type: 'shrug', round: 1, actor: 'a' })).toBe('R1 shrug a');
    expect(roundLine({ type: 'shrug', round: 1 })).toBe('R1 shrug');
  });
});
