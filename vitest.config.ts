import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'bin/**/*.test.ts',
      'cli/**/*.test.ts',
      'engine/**/*.test.ts',
      'catalog/**/*.test.ts',
      'scenario/**/*.test.ts',
      'infra/**/*.test.ts',
      'print/**/*.test.ts',
      'templates/**/*.test.ts',
      'cards/**/*.test.ts',
      'test/**/*.test.ts',
      'extension/**/*.test.ts',
      'simulate/**/*.test.ts',
      'relay/**/*.test.ts',
      'player/**/*.test.ts',
      'campaign/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'extension/build/**', 'extension/.plasmo/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, where
    // most of the slow files wait on a child process or a browser rather than use a core.
    maxWorkers: 2,
    // Golden files and snapshots are written only by `-u`: a missing one fails, locally as in CI.
    update: 'none',
  },
});
