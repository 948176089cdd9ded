// `fray character new` with flags: a problem the check finds is in a file that was never written, so
// it is said of the flag that gave the value (`--equipment  unknown item …`), not of a line in it.
import type { Problem } from '../../engine/diagnostics/problem.js';

/** The character file's fields, by the flag (or the question) that fills them. */
const FLAG_OF: Record<string, string> = {
  name: 'name',
  icon: 'icon',
  schools: 'school',
  techniques: 'techniques',
  traits: 'traits',
  equipment: 'equipment',
  stances: 'stances',
  poise: 'poise',
  max_health: 'health',
};

/** `equipment[0]` → `equipment`, `attributes.attack` → `attack` (each attribute is its own flag). */
export function flagOf(field: string): string | undefined {
  const [top, sub] = field.split(/[.[]/, 2);
  if (top === 'attributes') return sub && !sub.endsWith(']') ? sub : 'attack, --defense, --init';
  return top ? FLAG_OF[top] : undefined;
}

/** The problem said of its flag (`fromFlags`), or of the answer given on the terminal. */
export function flagProblem(p: Problem, fromFlags: boolean): string {
  const flag = flagOf(p.field);
  const tag = p.severity === 'warning' ? 'warning: ' : '';
  const where = flag ? (fromFlags ? `--${flag}` : `your answer for ${flag.split(',')[0]}`) : 'the character';
  return `${tag}${where}  ${p.message}${p.hint ? `\n    hint: ${p.hint}` : ''}`;
}
