// The overlay's typed-in dice: the GM's physical d20 (then the affliction die), as the engine's
// `resolve-next` takes them. Whether a face is legal for its die is the engine's call.

/** "17" or "17, 6" → [17, 6]; empty → [] (the engine rolls); anything else → null. */
export function parseDice(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const dice = parts.map(Number);
  return parts.length <= 4 && dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 100) ? dice : null;
}
