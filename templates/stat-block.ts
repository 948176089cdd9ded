// A combatant card's stat block as printed: whatever its system's `stats:` holds, laid out by
// shape, not by system. Single numbers and dice become badges, true flags become traits, the
// other mappings and tests become labelled lines, and `weapons` (a list or a mapping) one line
// per weapon. Labels are the stat keys themselves (`wit` → WIT, `harm_limit` → Harm limit), so
// a system adding a stat needs no template change and no rule number is ever written here. Pure.

export interface StatBadge {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

export interface StatLine {
  readonly label: string;
  readonly text: string;
}

export interface StatBlock {
  readonly badges: readonly StatBadge[];
  /** Flags that are on, as words ("Immune to fear"). */
  readonly traits: readonly string[];
  readonly lines: readonly StatLine[];
  readonly weapons: readonly StatLine[];
}

const MINUS = '\u2212';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `short-spear` → Short spear, `harm_limit` → Harm limit. */
function words(key: string): string {
  const w = key.replace(/[_-]+/g, ' ').trim();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** A stat's label: `wit` → WIT, `hd` → HD (short keys are abbreviations), `harm_limit` → Harm limit. */
export function statLabel(key: string): string {
  return /^[a-z]{2,3}$/.test(key) ? key.toUpperCase() : words(key);
}

/** A number, or dice such as d8 or 1d8+1: short enough for a badge. */
const badgeValue = (v: unknown): boolean =>
  typeof v === 'number' || (typeof v === 'string' && /^\s*(\d*d\d+\s*([+-]\s*\d+)?|-?\d+)\s*$/i.test(v));

function scalar(v: unknown): string | undefined {
  if (typeof v === 'number') return v < 0 ? `${MINUS}${Math.abs(v)}` : String(v);
  if (typeof v === 'string') return v.replace(/^-(?=\d)/, MINUS).replace(/(\d)-(\d)/g, `$1${MINUS}$2`);
  return undefined;
}

/** Any stat value as text: a test `{ dice: [d6, d4], bonus: 1 }` reads d6 + d4 + 1, a range [1, 3] reads 1–3. */
export function statText(v: unknown): string {
  const s = scalar(v);
  if (s !== undefined) return s;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) {
    if (v.length === 2 && v.every((x) => typeof x === 'number'))
      return v[0] === v[1] ? String(v[0]) : `${String(v[0])}\u2013${String(v[1])}`;
    return v.map(statText).join('/');
  }
  if (isRecord(v)) {
    const keys = Object.keys(v);
    if (keys.length && keys.every((k) => k === 'dice' || k === 'bonus')) {
      const dice = Array.isArray(v.dice) ? v.dice.map(statText) : [];
      const bonus =
        typeof v.bonus === 'number' && v.bonus !== 0
          ? [v.bonus < 0 ? `${MINUS} ${Math.abs(v.bonus)}` : `+ ${v.bonus}`]
          : [];
      return [dice.join(' + '), ...bonus].filter(Boolean).join(' ') || '0';
    }
    // A `type` (piercing, fire...) reads on its own; a flag that is on is its name.
    return keys
      .filter((k) => v[k] !== false && v[k] !== undefined)
      .map((k) =>
        v[k] === true
          ? statLabel(k).toLowerCase()
          : k === 'type'
            ? statText(v[k])
            : `${statLabel(k).toLowerCase()} ${statText(v[k])}`,
      )
      .join(', ');
  }
  return '';
}

/** One weapon: its name (or its id in words) and what else it has. */
function weaponLine(id: string, w: unknown): StatLine {
  if (!isRecord(w)) return { label: words(id), text: statText(w) };
  const name = typeof w.name === 'string' ? w.name : words(typeof w.id === 'string' ? w.id : id);
  const rest = Object.fromEntries(Object.entries(w).filter(([k]) => k !== 'id' && k !== 'name'));
  return { label: name, text: statText(rest) };
}

export function statBlock(stats: Readonly<Record<string, unknown>>): StatBlock {
  const badges: StatBadge[] = [];
  const traits: string[] = [];
  const lines: StatLine[] = [];
  const weapons: StatLine[] = [];
  for (const [key, v] of Object.entries(stats)) {
    if (v === undefined || v === null) continue;
    if (key === 'weapons') {
      if (Array.isArray(v))
        v.forEach((w, i) =>
          weapons.push(weaponLine(isRecord(w) && typeof w.id === 'string' ? w.id : String(i + 1), w)),
        );
      else if (isRecord(v)) for (const [id, w] of Object.entries(v)) weapons.push(weaponLine(id, w));
      continue;
    }
    if (typeof v === 'boolean') {
      if (v) traits.push(statLabel(key));
      continue;
    }
    if (badgeValue(v)) badges.push({ key, label: statLabel(key), value: statText(v) });
    else lines.push({ label: statLabel(key), text: statText(v) });
  }
  return { badges, traits, lines, weapons };
}
