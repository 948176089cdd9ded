// The layers of fray as a checked contract (docs/ARCHITECTURE.md draws them). `npm test` runs
// `depcruise` with this file; a violation fails the build.
//
//   cli, extension                      (top: the commands and the browser extension)
//   print  →  templates, campaign        (the middle rooms; print draws campaign sheets with the templates)
//   campaign, simulate, templates
//   scenario  →  catalog                 (above the engine: reading user files, shared infrastructure)
//   catalog  →  infra
//   infra
//   engine                               (pure: imports nothing of ours outside engine/; no system
//                                         in engine/systems/<id>/ imports another)
//   engine/diagnostics                   (the lowest room: Problem, DataPath, did-you-mean, zodProblems)
//
// A room may import itself and the rooms below it, never a room above it or beside it (except the
// arrows drawn). test/, bench/, scripts/ and bin/ stand above everything and may import anything.
// No file takes part in an import cycle, tests included.

/** For each room, the rooms (besides itself) it may import. */
const MAY_IMPORT = {
  engine: [],
  infra: ['engine'],
  catalog: ['engine', 'infra'],
  scenario: ['engine', 'infra', 'catalog'],
  templates: ['engine', 'infra', 'catalog'],
  campaign: ['engine', 'infra', 'catalog', 'scenario'],
  simulate: ['engine', 'infra', 'catalog', 'scenario'],
  print: ['engine', 'infra', 'catalog', 'scenario', 'templates', 'campaign'],
  // The relay behind `fray table` and its protocol (relay/protocol: the commitments and messages the
  // GM's table and the player page share). A product room, beside print, campaign and simulate.
  relay: ['engine', 'infra'],
  cli: ['engine', 'infra', 'catalog', 'scenario', 'templates', 'campaign', 'simulate', 'print', 'relay'],
  extension: ['engine', 'infra', 'catalog', 'scenario', 'templates', 'campaign', 'simulate', 'print', 'relay'],
  // The player page (a top room like the extension) draws the extension's own card faces
  // (extension/popup/card-face.tsx and the precompiled templates): imported, not copied.
  player: ['engine', 'infra', 'relay', 'extension'],
};

const ROOMS = Object.keys(MAY_IMPORT);
const OURS_ABOVE = ['cli', 'extension', 'player', 'test', 'bench', 'scripts', 'bin'];

// Exceptions, each with its reason. Keep this list short; the layers are the rule.
const EXCEPTIONS = {
  // A test next to the code may drive it with a fixture from a test folder (e.g. the print
  // pipeline's fake render backend in test/pdf/fixtures). Only tests, never the code they test.
  testsMayUseFixtures: { path: '\\.test\\.tsx?$' },
};

const direction = ROOMS.map((room) => ({
  name: `layer-${room}`,
  severity: 'error',
  comment: `${room}/ may import only ${[room, ...MAY_IMPORT[room]].join(', ')} (docs/ARCHITECTURE.md, "Layers")`,
  from: { path: `^${room}/` },
  to: {
    path: `^(${[...ROOMS, ...OURS_ABOVE].filter((r) => r !== room && !MAY_IMPORT[room].includes(r)).join('|')})/`,
  },
}));

// A test may use test fixtures (test/), nothing else above its room.
for (const rule of direction) {
  rule.from.pathNot = EXCEPTIONS.testsMayUseFixtures.path;
}
const testsStillLayered = ROOMS.map((room) => ({
  name: `layer-${room}-tests`,
  severity: 'error',
  comment: `a test of ${room}/ may use test/ fixtures, but not a room above ${room}/`,
  from: { path: `^${room}/.*\\.test\\.tsx?$` },
  to: {
    path: `^(${[...ROOMS, ...OURS_ABOVE.filter((r) => r !== 'test')].filter((r) => r !== room && !MAY_IMPORT[room].includes(r)).join('|')})/`,
  },
}));

module.exports = {
  forbidden: [
    ...direction,
    ...testsStillLayered,
    {
      name: 'diagnostics-at-the-bottom',
      severity: 'error',
      comment:
        'engine/diagnostics/ (Problem with its severity, DataPath, did-you-mean, zodProblems) is the lowest room: every layer reports through it, and it imports nothing of ours',
      // Its tests may take a real schema (the card schema) as their example input.
      from: { path: '^engine/diagnostics/', pathNot: EXCEPTIONS.testsMayUseFixtures.path },
      to: { path: `^(?!engine/diagnostics/)(${[...ROOMS, ...OURS_ABOVE].join('|')})/` },
    },
    {
      name: 'system-apart',
      severity: 'error',
      comment:
        'a combat system (engine/systems/<id>/) never imports another: what two share lives below both, in engine/systems/ or engine/core/ (docs/ARCHITECTURE.md)',
      from: { path: '^engine/systems/([^/]+)/' },
      to: { path: '^engine/systems/[^/]+/', pathNot: '^engine/systems/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'no file imports itself through others (type-only imports count: a cycle of types is still a knot to read)',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|out|build|\\.plasmo|test-results)/' },
    // Type-only imports count too: they are how a reader finds their way around.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
  },
};
