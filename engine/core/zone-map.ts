// Zone maps shared by the systems that place combatants in zones (faction-turns, initiative-cards):
// a map of zone → neighbouring zones, made symmetric, and the distance in zones between two.
export type ZoneMap = Readonly<Record<string, readonly string[]>>;

/** The map made symmetric (a neighbour of b is b's neighbour too), in first-seen order; none: one zone. */
export function symmetricZones(zones: ZoneMap | undefined, single = 'field'): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (a: string, b: string) => {
    out[a] ??= [];
    if (a !== b && !out[a]!.includes(b)) out[a]!.push(b);
  };
  const given = zones && Object.keys(zones).length ? zones : { [single]: [] };
  for (const [z, adj] of Object.entries(given)) {
    out[z] ??= [];
    for (const b of adj) {
      add(z, b);
      add(b, z);
    }
  }
  return out;
}

/** Zones between two zones (breadth-first); Infinity when they are not connected. */
export function zoneDistance(zones: ZoneMap, from: string, to: string): number {
  if (from === to) return 0;
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 1; frontier.length; d++) {
    const next: string[] = [];
    for (const z of frontier) {
      for (const n of zones[z] ?? []) {
        if (n === to) return d;
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return Infinity;
}
