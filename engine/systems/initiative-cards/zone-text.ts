// Zones as a setup form's one line of text — `hall: yard, cellar; yard: gate` — for the scenario's
// `zones:` map (zone → the zones next to it). A map passes through unchanged.

/** `hall: yard, cellar; yard: gate` → { hall: [yard, cellar], yard: [gate] }; a name alone is a zone with no neighbour. */
export function zonesFromText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const out: Record<string, string[]> = {};
  for (const part of v.split(';')) {
    if (!part.trim()) continue;
    const [name, rest] = part.split(':', 2) as [string, string | undefined];
    const zone = name.trim();
    if (!zone) continue;
    out[zone] = (rest ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  }
  return Object.keys(out).length ? out : undefined;
}
