import { mkdirSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBuild, dynamicCodeProblems, manifestProblems, MAX_SCRIPT_BYTES, sizeProblems } from './check-build.js';

const good = {
  manifest_version: 3,
  permissions: ['storage', 'activeTab', 'scripting'],
  optional_host_permissions: ['https://*/*'],
  commands: { 'inject-overlay': {} },
  browser_specific_settings: { gecko: { id: 'fray@fray.tools' } },
  sidebar_action: { default_panel: './sidepanel.html' },
};
const goodChrome = {
  ...good,
  permissions: [...good.permissions, 'sidePanel'],
  side_panel: { default_path: './sidepanel.html' },
  sidebar_action: undefined,
};

function dir(files: Record<string, string>): string {
  const d = mkdtempSync(join(tmpdir(), 'fray-check-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(d, name, '..'), { recursive: true });
    writeFileSync(join(d, name), text);
  }
  return d;
}

describe('build check', () => {
  it('accepts a least-privilege manifest', () => {
    expect(manifestProblems(good, 'firefox-mv3')).toEqual([]);
    expect(manifestProblems(goodChrome, 'chrome-mv3')).toEqual([]);
    // Chrome's side panel needs its permission and its page; Firefox needs neither the permission nor side_panel.
    expect(manifestProblems({ ...goodChrome, side_panel: undefined }, 'chrome-mv3')).toEqual([
      'the side panel is missing (side_panel.default_path)',
    ]);
    expect(manifestProblems({ ...good, permissions: goodChrome.permissions }, 'firefox-mv3')).toHaveLength(1);
    expect(
      manifestProblems(
        { ...goodChrome, commands: { 'start-timer': { suggested_key: { default: 'Alt+Shift+T' } } } },
        'chrome-mv3',
      ),
    ).toEqual(['command start-timer suggests Alt+Shift+T, which the browser keeps for itself: pick another key']);
  });

  it('refuses extra permissions, host permissions, content scripts and a missing gecko id', () => {
    const bad = {
      ...good,
      permissions: [...good.permissions, 'tabs'],
      host_permissions: ['<all_urls>'],
      content_scripts: [{ matches: ['<all_urls>'] }],
      browser_specific_settings: undefined,
    };
    const p = manifestProblems(bad, 'firefox-mv3');
    expect(p).toHaveLength(4);
    expect(
      manifestProblems({ ...goodChrome, optional_host_permissions: [], commands: undefined }, 'chrome-mv3'),
    ).toHaveLength(2);
  });

  it('finds eval, new Function and an aliased Function constructor in shipped scripts', () => {
    const d = dir({
      'ok.js':
        'const f = function () {}; x.Function = 1; Function.prototype.call; typeof y == "function"; p instanceof Function; "[object Function]" === t;',
      'a.js': 'eval("1")',
      'sub/b.js': 'new Function("return 1")',
      'c.js': 'let t=Function;new t("")',
      'd.js': 'setTimeout("alert(1)", 5)',
    });
    const p = [...new Set(dynamicCodeProblems(d).map((s) => s.split(':')[0]))];
    expect(p.sort()).toEqual(['a.js', 'c.js', 'd.js', 'sub/b.js']);
  });

  it('refuses a script over the size budget', () => {
    const d = dir({ 'small.js': 'x', 'big.js': 'x'.repeat(MAX_SCRIPT_BYTES + 1) });
    expect(sizeProblems(d)).toEqual([expect.stringMatching(/^big\.js is 300 KiB, over the 300 KiB budget/)]);
  });

  // The real build output (npm test builds the extension before running Vitest). Skipped on a
  // developer's machine without the build; under CI a missing build fails instead.
  // Chrome only: the Firefox build is not made by default (scripts/build.mjs).
  for (const target of ['chrome-mv3']) {
    const out = resolve(import.meta.dirname, `../build/${target}-prod`);
    it.runIf(existsSync(out) || !!process.env.CI)(`the built ${target} extension passes`, () => {
      expect(existsSync(out), `no built extension at ${out}: \`npm test\` builds it`).toBe(true);
      expect(checkBuild(out, target)).toEqual([]);
    });
  }
});
