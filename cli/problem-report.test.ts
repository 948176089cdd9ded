import { describe, expect, it } from 'vitest';
import { asWarning, type Problem } from '../engine/diagnostics/problem.js';
import { problemsExitCode, reportProblems } from './problem-report.js';

const problem: Problem = {
  severity: 'error',
  file: 'kael.yaml',
  line: 4,
  col: 3,
  field: 'schools.ember',
  message: 'Ash and Ember are incompatible schools',
  hint: 'the GM decides',
};

function run(problems: readonly Problem[]): { code: number; out: string } {
  let out = '';
  const code = reportProblems(problems, (line) => (out += line));
  return { code, out };
}

describe('reportProblems', () => {
  it('prints a warning-only result with `warning:` and exits 0', () => {
    const { code, out } = run([asWarning(problem)]);
    expect(code).toBe(0);
    expect(out).toBe(
      'kael.yaml:4:3  warning: schools.ember  Ash and Ember are incompatible schools\n    hint: the GM decides\n',
    );
  });

  it('exits 1 when any problem is an error, and prints errors in the unchanged format', () => {
    const { code, out } = run([asWarning(problem), { ...problem, line: 9, field: '', message: 'unknown trait `x`' }]);
    expect(code).toBe(1);
    expect(out.split('\n')).toContain('kael.yaml:9:3  unknown trait `x`');
  });

  it('no problems: exit 0', () => {
    expect(problemsExitCode([])).toBe(0);
  });

  it('prints a warning without a field as `warning: message`', () => {
    const { hint: _, ...noHint } = problem;
    expect(run([asWarning({ ...noHint, field: '' })]).out).toBe(
      'kael.yaml:4:3  warning: Ash and Ember are incompatible schools\n',
    );
  });
});
