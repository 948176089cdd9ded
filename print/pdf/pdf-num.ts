// Numbers in content streams: at most 4 decimals, no trailing zeros, never "-0".
export function num(n: number): string {
  if (Number.isInteger(n)) return String(n);
  const s = n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
}
