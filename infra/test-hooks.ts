// A pause point for crash tests: with FRAY_TEST_PAUSE_AT=<point> in the environment, the build
// stops at that point for a minute, after saying so on stderr, so a test can kill -9 it exactly
// there (test/crash). Off unless that variable is set; users never set it.
export async function testHook(point: string): Promise<void> {
  if (process.env.FRAY_TEST_PAUSE_AT !== point) return;
  process.stderr.write(`fray: test pause at ${point}\n`);
  await new Promise((r) => setTimeout(r, 60_000));
}
