// The systems the side panel runs through the system-agnostic table: generic over the engine's
// registry (SYSTEMS) — every system with `moves` whose data the build bundled, set up from the
// catalog when it has a `table` description, or tried with a sample roster. Nothing here knows a
// rule or a system: the panel renders the engine's SystemView and MovesView. Imports zod through
// SYSTEMS, so only the lazily loaded table runtime (lib/table/runtime.ts) imports this.
import { SYSTEMS } from '../../../engine/systems/index.js';
import type { SystemModule, TableSetup } from '../../../engine/systems/system-module.js';
import { sideKeyOf, type CombatantCard } from './setup-doc.js';

/** What the build bundles per system (lib/generated/table-data.json): its name, validated tables and combatant cards. */
export interface TableData {
  readonly systems: Readonly<
    Record<string, { readonly name: string; readonly tables: unknown; readonly combatants: readonly CombatantCard[] }>
  >;
}

/**
 * A sample fight per system, to try a system before its cards are in the catalog: the scenario
 * document without `system:` and `seed:` (its `combatants:` and whatever else the system's format
 * takes: zones, the initiative holder...).
 */
export type Samples = Readonly<
  Record<string, Readonly<Record<string, unknown>> & { readonly combatants: readonly object[] }>
>;

/**
 * Plain JSON a setup form is generated from: the system's quick-add and option fields as its
 * `table` description gives them (empty without one), and the catalog's combatant cards.
 */
export interface TableSystemInfo extends Pick<TableSetup, 'quickAdd' | 'options'> {
  readonly id: string;
  readonly name: string;
  /** Set up from the catalog and quick-add (the system has a `table` description). */
  readonly setup: boolean;
  /** Each card with its role settled (a card that says none is a monster). */
  readonly cards: readonly (Pick<CombatantCard, 'id' | 'name' | 'side'> & {
    readonly role: NonNullable<CombatantCard['role']>;
  })[];
  readonly sample: boolean;
  /** Where a combatant entry of the document says its side (side, team, faction...). */
  readonly sideKey?: string;
}

/** Whether the table runs a system: it has moves, and a setup description or a sample to start from. */
export const runsAtTable = (id: string, mod: SystemModule, samples: Samples): boolean =>
  Boolean(mod.moves && (mod.table || samples[id]?.combatants.length));

export function tableSystems(
  data: TableData,
  samples: Samples = {},
  systems: Readonly<Record<string, SystemModule>> = SYSTEMS,
) {
  const ids = Object.keys(systems).filter((id) => runsAtTable(id, systems[id]!, samples) && data.systems[id]);
  return {
    ids,
    module(id: string): SystemModule {
      const m = ids.includes(id) ? systems[id] : undefined;
      if (!m) throw new Error(`the table does not run '${id}'`);
      return m;
    },
    info: (): TableSystemInfo[] =>
      ids.map((id) => {
        const t = systems[id]!.table;
        const d = data.systems[id]!;
        const sideKey = t ? sideKeyOf(t) : undefined;
        return {
          id,
          name: d.name,
          setup: Boolean(t),
          quickAdd: t?.quickAdd ?? [],
          options: t?.options ?? [],
          cards: t
            ? d.combatants.map((c) => ({
                id: c.id,
                name: c.name,
                role: c.role ?? 'monster',
                ...(c.side ? { side: c.side } : {}),
              }))
            : [],
          sample: Boolean(samples[id]?.combatants.length),
          ...(sideKey ? { sideKey } : {}),
        };
      }),
  };
}
