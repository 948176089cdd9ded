// Random JSON in place of any field of any action, for every system: the scenario reader
// (`actions:` of a table export) gives a positioned problem or takes it, and the registered
// plugin's step gives an error value or a new state. Never an internal error or a throw.
// The actions are those of the systems' own scenario fixtures, each with the state it is stepped on.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { bundledCatalogDir, loadCatalog } from '../catalog/load-catalog.js';
import { apply, startSession } from '../engine/core/session.js';
import { init, step } from '../engine/core/step.js';
import type { Action, CombatStateBase } from '../engine/core/types.js';
import { literalValues } from '../engine/diagnostics/schema-walk.js';
import { parseYamlSource } from '../engine/diagnostics/yaml-source.js';
import { ScenarioInvalid } from '../engine/systems/scenario-read.js';
import { SYSTEM_IDS, SYSTEMS } from '../engine/systems/index.js';
import { compileScenario, rawActions } from './compile-scenario.js';
import { scenarioFromSource } from './load-scenario.js';

const catalog = await loadCatalog(bundledCatalogDir());
const fixtures = new URL('../test/scenarios/', import.meta.url);

type Seg = string | number;
interface Sample {
  readonly state: CombatStateBase;
  readonly action: Action;
}

/** Every action the system's fixtures step, with the state before it. */
function samples(id: string): Sample[] {
  const out: Sample[] = [];
  const dir = new URL(`${id}/`, fixtures);
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const src = parseYamlSource(readFileSync(new URL(name, dir), 'utf8'), name);
    const loaded = scenarioFromSource(src, catalog);
    if (!loaded.ok) continue;
    const { module, doc, tables, cards } = loaded.scenario;
    let compiled;
    try {
      compiled = compileScenario(module, doc, { tables, cards });
    } catch {
      continue; // a fixture of a refused scenario
    }
    const started = init(module.plugin, compiled.setup);
    if (!started.state) continue;
    let session = startSession<CombatStateBase, Action>(started.state);
    for (const { action } of compiled.actions) {
      out.push({ state: session.state, action });
      const r = apply(module.plugin, session, action);
      if (r.error) break;
      session = r.session;
    }
  }
  return out;
}

/** Every path into `v` (its fields and list entries, nested), the root excluded. */
function paths(v: unknown, base: Seg[] = []): Seg[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => [[...base, i], ...paths(x, [...base, i])]);
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => [[...base, k], ...paths(x, [...base, k])]);
  return [];
}

/** `v` with the value at `path` replaced (a copy; the sample stays as it was). */
function replaced(v: unknown, path: readonly Seg[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<Seg, unknown>;
  copy[head!] = replaced((v as Record<Seg, unknown>)[head!], rest, value);
  return copy;
}

const junk = fc.oneof(fc.jsonValue(), fc.anything());

/** Each member of a system's action union: its `type` and its field names (read off the zod schema). */
function actionShapes(schema: ZodType): { type: string; fields: string[] }[] {
  const options = (schema as unknown as { options: ZodType[] }).options;
  return options.map((o) => {
    const shape = (o as unknown as { shape: Record<string, ZodType> }).shape;
    return { type: String(literalValues(shape.type!)[0]), fields: Object.keys(shape).filter((k) => k !== 'type') };
  });
}

describe.each(SYSTEM_IDS)('%s: random JSON in any action field', (id) => {
  const module = SYSTEMS[id]!;
  const all = samples(id);

  it('has actions to try from its fixtures', () => expect(all.length).toBeGreaterThan(3));

  it('is a positioned problem or an error value, never a throw', () => {
    fc.assert(
      fc.property(fc.nat(all.length - 1), fc.nat(), junk, fc.boolean(), (i, which, value, newField) => {
        const { state, action } = all[i]!;
        const ps = paths(action).filter((p) => p[0] !== 'type' || p.length > 1);
        const path: Seg[] = newField || !ps.length ? [`x${which % 3}`] : ps[which % ps.length]!;
        const bad = replaced(action, path, value) as Action;
        // The reader of `actions:`: takes it or throws its problems, each at a field of the action.
        try {
          rawActions([bad], module.actions);
        } catch (e) {
          expect(e).toBeInstanceOf(ScenarioInvalid);
          for (const p of (e as ScenarioInvalid).problems) expect(p.path.slice(0, 2)).toEqual(['actions', 0]);
        }
        // The engine: an error value with a namespaced code, or a state.
        const r = step(module.plugin, state, bad);
        if (r.error) expect(r.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
      }),
      { numRuns: 150 },
    );
  });

  it('an action of any type with random fields is a problem or an error value, never a throw', () => {
    const shapes = actionShapes(module.actions);
    expect(shapes.length).toBeGreaterThan(3);
    const states = all.map((s) => s.state);
    fc.assert(
      fc.property(
        fc.nat(states.length - 1),
        fc.constantFrom(...shapes),
        fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 3 }),
        fc.array(junk, { maxLength: 6 }),
        (i, shape, extra, values) => {
          const fields = Object.fromEntries(
            shape.fields.map((f, k) => [f, values[k]]).filter(([, v]) => v !== undefined),
          );
          const action = { ...extra, ...fields, type: shape.type } as Action;
          try {
            rawActions([action], module.actions);
          } catch (e) {
            expect(e).toBeInstanceOf(ScenarioInvalid);
          }
          const r = step(module.plugin, states[i]!, action);
          if (r.error) expect(r.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('an action of the wrong shape is `action/invalid` at its field', () => {
    const { state, action } = all.find((s) => Object.keys(s.action).length > 1) ?? all[0]!;
    const field = Object.keys(action).find((k) => k !== 'type')!;
    const r = step(module.plugin, state, { ...action, [field]: { nested: [1e308] } });
    expect(r.error?.code).toBe('action/invalid');
    expect(r.error?.path?.[0]).toBe(field);
  });
});
