// The one place that turns positioned problems into output and an exit code: library code only
// says how bad a problem is (its severity); a command fails only when one of them is an error.
import { formatProblem, type Problem } from '../engine/diagnostics/problem.js';

/** 1 when any problem is an error, 0 when there are none or only warnings. */
export function problemsExitCode(problems: readonly Problem[]): 0 | 1 {
  return problems.some((p) => p.severity === 'error') ? 1 : 0;
}

/** Writes every problem (warnings say `warning:`) and returns the exit code they call for. */
export function reportProblems(problems: readonly Problem[], write: (line: string) => void): 0 | 1 {
  for (const p of problems) write(`${formatProblem(p)}\n`);
  return problemsExitCode(problems);
}
