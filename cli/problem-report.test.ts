import { describe, expect, it } from 'vitest';
import { asWarning, formatProblem, type Problem } from '../engine/diagnostics/problem.js';
import { excerpt, fileSourceReader, formatReport, problemsExitCode, reportProblems } from './problem-report.js';

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
  const code = reportProblems(problems, (line) => (out += line), false);
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

describe('source excerpts', () => {
  it('shows the line with a caret under the column, between the problem and its hint', () => {
    const text = 'id: kael\nschools:\n  ember: 1\n\tash: 2\n';
    const out = formatReport({ ...problem, line: 3, col: 3 }, () => text);
    expect(out).toBe(
      'kael.yaml:3:3  schools.ember  Ash and Ember are incompatible schools\n' +
        '      3 |   ember: 1\n' +
        '        |   ^\n' +
        '    hint: the GM decides',
    );
    // A tab before the column stays a tab, so the caret lines up with it.
    expect(excerpt(text, 4, 2)).toBe('      4 | \tash: 2\n        | \t^');
  });

  it('leaves the excerpt out when the file or the line is not there', () => {
    expect(formatReport(problem, () => undefined)).toBe(formatProblem(problem));
    expect(formatReport({ ...problem, line: 99 }, () => 'one line')).toBe(formatProblem({ ...problem, line: 99 }));
  });

  it('reads each file once, and a missing file is no error', () => {
    const read = fileSourceReader();
    expect(read('/no/such/file.yaml')).toBeUndefined();
  });
});
