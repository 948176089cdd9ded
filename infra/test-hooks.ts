// A pause point for crash tests: with FRAY_TEST_PAUSE_AT=<point> in the environment, the build
// stops at that point for a minute, after saying so on stderr, so a test can kill -9 it exactly
// there (test/crash). With FRAY_TEST_RESUME_FILE=<file> too, it goes on as soon as that file
// exists, so a test can hold it at that point while it starts a second command, then let it finish.
// Off unless those variables are set; users never set them.
import { existsSync } from 'node:fs';

export async function testHook(point: string): Promise<void> {
  if (process.env.FRAY_TEST_PAUSE_AT !== point) return;
  process.stderr.write(`fray: test pause at ${point}\n`);
  const resume = process.env.FRAY_TEST_RESUME_FILE;
  const until = Date.now() + 60_000;
  while (Date.now() < until && !(resume && existsSync(resume))) await new Promise((r) => setTimeout(r, 20));
}
