// What the character sheet template sees: the derived sheet, plus the tracks a player marks during
// play — Poise boxes, Health boxes in the system's penalty groups (system.yaml `penalty.groups`)
// with each group's penalty, the current penalty — all from the engine's own penalty rules.
import type { SheetData } from '../../campaign/derive.js';
import { penaltyFor, penaltyGroups } from '../../engine/systems/witchhammer/penalty.js';
import { THEME } from '../../templates/theme.js';
import { ATTRIBUTION } from './attribution.js';

interface SheetTables {
  readonly saves?: unknown;
  readonly campaign?: { readonly skill_difficulty?: number };
  readonly penalty?: { readonly groups: number; readonly down_penalty: number };
}

const MINUS = '\u2212';
const signedNum = (n: number): string => (n >= 0 ? `+${n}` : `${MINUS}${-n}`);

export function sheetContext(sheet: SheetData, rawTables: unknown): Record<string, unknown> {
  const tables = rawTables as SheetTables | undefined;
  const s = sheet.stats;
  const groupCount = tables?.penalty?.groups ?? 10;
  const penaltyTables = { groups: groupCount, down_penalty: tables?.penalty?.down_penalty ?? groupCount };
  const lost = Math.max(0, s.maxHealth - s.health);
  // Health is lost from the first group on (penalty.ts): box i of the track is lost when i < lost.
  let at = 0;
  const healthGroups = penaltyGroups(s.maxHealth, groupCount).map((size, g) => ({
    penalty: `${MINUS}${g + 1}`,
    boxes: Array.from({ length: size }, () => ({ lost: at++ < lost })),
  }));
  const penalty = penaltyFor(s.maxHealth, s.health, penaltyTables);
  return {
    sheet,
    stats: [
      { label: 'Attack', value: signedNum(s.attack) },
      { label: 'Defense', value: signedNum(s.defense) },
      { label: 'Init', value: signedNum(s.init) },
      { label: 'Poise', value: String(s.poise) },
      { label: 'Health', value: String(s.maxHealth) },
    ],
    poiseRows: chunk(
      Array.from({ length: s.poise }, (_, i) => ({ n: i + 1, fifth: (i + 1) % 5 === 0 })),
      15,
    ),
    healthGroups,
    penalty: penalty === 0 ? '0' : `${MINUS}${penalty}`,
    health: s.health,
    saves: tables?.saves ?? {},
    skillDifficulty: tables?.campaign?.skill_difficulty ?? 10,
    theme: THEME,
    attribution: ATTRIBUTION,
  };
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
