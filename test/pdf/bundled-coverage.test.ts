// Every bundled card, deck back and rule-reference page goes through the PDF writer: a template
// that uses an SVG feature the writer does not handle fails here, never silently in a PDF.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDecks } from '../../print/pipeline/decks.js';
import { loadCatalog } from '../../catalog/load-catalog.js';
import { loadBackend } from '../../print/pipeline/default-backend.js';
import { taskRunner } from '../../print/pipeline/render-task.js';
import type { RenderScope } from '../../print/pipeline/render-backend.js';

describe('the PDF writer covers the bundled templates', () => {
  it('draws every bundled card, back and reference page', { timeout: 600_000 }, async () => {
    const catalog = await loadCatalog(join(import.meta.dirname, '..', '..', 'cards'));
    expect(catalog.problems).toEqual([]);
    const runner = taskRunner(await loadBackend());
    const name = (s: string): string => (catalog.tables[s] as { name?: string } | undefined)?.name ?? s;
    const scope = (system: string): RenderScope => ({
      catalogDir: catalog.dir,
      system,
      systemName: name(system),
      tables: catalog.tables[system],
      cards: catalog.cardsBySystem[system] ?? [],
    });
    const failures: string[] = [];
    let drawn = 0;
    const attempt = async (label: string, f: () => Promise<unknown>): Promise<void> => {
      try {
        await f();
        drawn++;
      } catch (e) {
        failures.push(`${label}: ${(e as Error).message}`);
      }
    };
    for (const system of catalog.systems) {
      for (const card of catalog.cardsBySystem[system] ?? []) {
        await attempt(`card ${card.id}`, async () => {
          const out = await runner.run({ kind: 'card', key: card.id, card, scope: scope(system) });
          expect(out.faces[0]!.drawing.ops).toMatch(/T[jJ]\n/);
        });
      }
      // Every bundled system has its reference: a missing template is a failure here, not a skip.
      await attempt(`${system} reference`, () => runner.run({ kind: 'reference', key: system, scope: scope(system) }));
    }
    for (const deck of buildDecks(catalog.systems, catalog.cardsBySystem, catalog.cards, name)) {
      await attempt(`back of ${deck.id}`, () =>
        runner.run({ kind: 'back', key: deck.id, deck, scope: scope(deck.system) }),
      );
    }
    expect(failures).toEqual([]);
    expect(drawn).toBeGreaterThan(catalog.cards.size);
  });
});
