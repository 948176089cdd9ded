import { describe, expect, it } from 'vitest';
import { TABLES } from '../../../test/scenarios/witchhammer/kit.js';
import { splitDamage } from './damage.js';

const A = TABLES.attack;

describe('damage: penetration, Poise, Health', () => {
  it('12 damage: 1 penetrates to Health, 11 to Poise', () => {
    expect(splitDamage(30, 14, 12, false, A)).toMatchObject({
      penetrated: 1,
      poiseLost: 11,
      healthLost: 1,
      poise: 19,
      health: 13,
    });
  });
  it('23 damage: 2 penetrate', () => {
    expect(splitDamage(30, 14, 23, false, A)).toMatchObject({
      penetrated: 2,
      poiseLost: 21,
      healthLost: 2,
      poise: 9,
      health: 12,
    });
  });
  it('under 10 damage nothing penetrates', () => {
    expect(splitDamage(30, 14, 9, false, A)).toMatchObject({ penetrated: 0, poiseLost: 9, healthLost: 0 });
  });
  it('what Poise cannot absorb spills into Health', () => {
    // 15: 1 penetrates, 14 left, Poise 4 absorbs 4, 10 spill → 11 to Health
    expect(splitDamage(4, 14, 15, false, A)).toMatchObject({
      penetrated: 1,
      poiseLost: 4,
      healthLost: 11,
      poise: 0,
      health: 3,
    });
  });
  it('at 0 Poise all of it goes to Health, and Health may go below 0', () => {
    expect(splitDamage(0, 14, 8, false, A)).toMatchObject({ poiseLost: 0, healthLost: 8, health: 6 });
    expect(splitDamage(0, 3, 12, false, A)).toMatchObject({ healthLost: 12, health: -9 });
  });
  it('poise-only damage never penetrates and stops at 0 Poise', () => {
    expect(splitDamage(30, 14, 23, true, A)).toMatchObject({
      penetrated: 0,
      poiseLost: 23,
      healthLost: 0,
      poise: 7,
      health: 14,
    });
    expect(splitDamage(5, 14, 23, true, A)).toMatchObject({ poiseLost: 5, healthLost: 0, poise: 0, health: 14 });
  });
});
