/** Damerau-free Levenshtein distance; small inputs only (ids, keys). */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** The closest candidate, if it is close enough to be a plausible typo. */
export function didYouMean(input: string, candidateList: Iterable<string>): string | undefined {
  const candidates = [...candidateList];
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(input.toLowerCase(), c.toLowerCase());
    if (d < bestD || (d === bestD && best !== undefined && c < best)) {
      best = c;
      bestD = d;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(2, Math.floor(Math.max(input.length, best.length) / 3));
  if (bestD <= limit) return best;
  // A shortened form, e.g. `nearest` for `nearest-enemy`, when only one candidate fits.
  const low = input.toLowerCase();
  const prefixed = low.length >= 3 ? candidates.filter((c) => c.toLowerCase().startsWith(low)) : [];
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** "did you mean `aggressive`?" or undefined. */
export function suggestion(input: string, candidates: Iterable<string>): string | undefined {
  const m = didYouMean(input, candidates);
  return m ? `did you mean \`${m}\`?` : undefined;
}
