// engine/catalog/did-you-mean.ts
function editDistance(a, b) {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}
function didYouMean(input, candidateList) {
  const candidates = [...candidateList];
  let best;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(input.toLowerCase(), c.toLowerCase());
    if (d < bestD || d === bestD && best !== void 0 && c < best) {
      best = c;
      bestD = d;
    }
  }
  if (best === void 0) return void 0;
  const limit = Math.max(2, Math.floor(Math.max(input.length, best.length) / 3));
  if (bestD <= limit) return best;
  const low = input.toLowerCase();
  const prefixed = low.length >= 3 ? candidates.filter((c) => c.toLowerCase().startsWith(low)) : [];
  return prefixed.length === 1 ? prefixed[0] : void 0;
}
function suggestion(input, candidates) {
  const m = didYouMean(input, candidates);
  return m ? `did you mean \`${m}\`?` : void 0;
}

export {
  editDistance,
  didYouMean,
  suggestion
};
