// The system-agnostic table's engine side, generic over the engine's registry (SYSTEMS): every
// system with `moves` runs here, and those with a `table` description are set up from the catalog
// and quick-add. A fight is its `fray resolve` document plus the session (scenario/table-fight.ts),
// so the export replays exactly. This module holds zod (the systems' scenario readers and stats
// schemas): the extension loads it lazily as its own script (lib/validators.ts), never in a page's
// bundle; the pages see only plain JSON and the functions below.
import { buildAction, type Move, type MovesView } from '../../../engine/core/moves.js';
import type { Action, EngineError, SystemView } from '../../../engine/core/types.js';
import type { Card } from '../../../engine/schema/card.js';
import { SYSTEMS } from '../../../engine/systems/index.js';
import type { SystemModule } from '../../../engine/systems/system-module.js';
import {
  exportDoc,
  fightJson,
  playAction,
  startFight,
  undoFight,
  type FightResult,
  type TableFight,
} from '../../../scenario/table-fight.js';
import { logByRound, namesOf, type LogRound } from '../../../scenario/table-log.js';
import { toYaml } from '../../../scenario/scenario-yaml.js';
import { addCombatant, newDoc, quickAdd, removeCombatant, type Doc, type DocResult, type Who } from './setup-doc.js';
import { tableSystems, type Samples, type TableData, type TableSystemInfo } from './systems.js';
import { fightMarkdown, roundLines, orderLines } from './table-text.js';

export type PlayResult = { readonly fight: TableFight; readonly error?: EngineError };

export function createTableRuntime(
  data: TableData,
  samples: Samples = {},
  systems: Readonly<Record<string, SystemModule>> = SYSTEMS,
) {
  const registry = tableSystems(data, samples, systems);
  const { ids } = registry;
  const mod = registry.module;
  const ctx = (id: string) => ({ tables: data.systems[id]!.tables, cards: new Map<string, Card>() });
  const unknown = (id: string): DocResult => ({
    ok: false,
    error: { code: 'setup/unknown-system', message: `the side panel does not set up '${id}' fights` },
  });
  const names = (f: TableFight) => namesOf(mod(f.system).plugin.view(f.session.state).combatants);

  return {
    systems: (): TableSystemInfo[] => registry.info(),
    runs: (id: string): boolean => ids.includes(id),

    // Setup: the document, edited before the fight starts.
    newDoc: (system: string, seed: number): Doc => newDoc(system, seed, mod(system).table?.options ?? []),
    sampleDoc: (system: string, seed: number): Doc => ({ system, seed, ...(samples[system] ?? { combatants: [] }) }),
    addCard(doc: Doc, cardId: string, who: Partial<Who> = {}): DocResult {
      const system = String(doc.system);
      const table = ids.includes(system) ? systems[system]!.table : undefined;
      if (!table) return unknown(system);
      const card = data.systems[system]!.combatants.find((c) => c.id === cardId);
      if (!card)
        return {
          ok: false,
          error: {
            code: 'setup/unknown-card',
            message: `no combatant card \`${cardId}\``,
            hint: 'pick one from the list',
          },
        };
      const monster = (card.role ?? 'monster') === 'monster';
      return addCombatant(
        doc,
        table,
        card.stats,
        {
          name: who.name ?? card.name,
          side: who.side ?? card.side ?? (monster ? 'monsters' : 'party'),
          monster: who.monster ?? monster,
          ...(who.copies ? { copies: who.copies } : {}),
        },
        card.id,
      );
    },
    quickAdd(doc: Doc, values: Readonly<Record<string, unknown>>, who: Who): DocResult {
      const system = String(doc.system);
      const table = ids.includes(system) ? systems[system]!.table : undefined;
      return table ? quickAdd(doc, table, values, who) : unknown(system);
    },
    removeCombatant,

    // The fight.
    start: (doc: Doc): FightResult => startFight(mod(String(doc.system)), doc, ctx(String(doc.system))),
    view: (f: TableFight): SystemView => mod(f.system).plugin.view(f.session.state),
    moves: (f: TableFight): MovesView => mod(f.system).moves!(f.session.state),
    play(f: TableFight, move: Move, picks: Readonly<Record<string, unknown>>): PlayResult {
      return playAction(mod(f.system), f, buildAction(move, picks));
    },
    playAction: (f: TableFight, action: Action): PlayResult => playAction(mod(f.system), f, action),
    undo: (f: TableFight, count = 1): TableFight => undoFight(mod(f.system), f, count),
    /** Steps the GM may take back (the document's own script is not one of them). */
    undoable: (f: TableFight): number => f.session.log.length - (f.scripted ?? 0),

    // What the fight says.
    log: (f: TableFight): LogRound[] => logByRound(mod(f.system), f.session.events, names(f)),
    exportDoc: (f: TableFight): Doc => exportDoc(f),
    exportYaml: (f: TableFight): string => toYaml(exportDoc(f)),
    json: (f: TableFight) => fightJson(mod(f.system), f.session),
    markdown(f: TableFight, title: string): string {
      return fightMarkdown(
        title,
        data.systems[f.system]!.name,
        mod(f.system).plugin.view(f.session.state),
        logByRound(mod(f.system), f.session.events, names(f)),
        f.doc.seed,
      );
    },
    chatLines(f: TableFight, what: 'order' | 'round'): string[] {
      const view = mod(f.system).plugin.view(f.session.state);
      return what === 'order'
        ? orderLines(view)
        : roundLines(view, logByRound(mod(f.system), f.session.events, names(f)));
    },
  };
}

export type TableRuntime = ReturnType<typeof createTableRuntime>;
export type { TableFight, FightResult, LogRound, Doc, DocResult, TableData, Samples, TableSystemInfo };
