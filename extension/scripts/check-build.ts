// Checks one built extension directory: least-privilege manifest (exactly storage, activeTab,
// scripting; no host permission or content script at install; per-site access only through
// optional_host_permissions), the Firefox add-on id, and no eval / new Function in shipped JS
// (MV3's CSP would refuse them, and a hostile page must have nothing to feed them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const REQUIRED_PERMISSIONS = ['activeTab', 'scripting', 'storage'] as const;
/** Chrome's side panel needs its own permission; Firefox's sidebar_action needs none. */
const CHROME_PERMISSIONS = ['activeTab', 'scripting', 'sidePanel', 'storage'] as const;

/** Code that evaluates strings. Comments and string contents are not told apart: any hit fails. */
const DYNAMIC_CODE: readonly [RegExp, string][] = [
  [/\beval\s*\(/, 'eval('],
  [/\bnew\s+Function\b/, 'new Function'],
  [/(?<![.\w$])Function\s*\(/, 'Function('],
  // Aliasing the constructor (`const F = Function; new F(code)`) is the same thing.
  // (`x instanceof Function`, `Function.prototype` and the `[object Function]` tag only read it.)
  [/(?<![.\w$'"`])(?<!instanceof\s)(?<!\[object\s)Function(?![\w$'"`\]])(?!\.prototype)/, 'the Function constructor'],
  [/\bsetTimeout\s*\(\s*["'`]/, 'setTimeout(string)'],
  [/\bsetInterval\s*\(\s*["'`]/, 'setInterval(string)'],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

export function dynamicCodeProblems(dir: string): string[] {
  const out: string[] = [];
  for (const f of files(dir).filter((p) => /\.(m?js|html)$/.test(p))) {
    const text = readFileSync(f, 'utf8');
    for (const [re, label] of DYNAMIC_CODE) {
      const m = re.exec(text);
      if (m)
        out.push(
          `${f.slice(dir.length + 1)}: contains ${label} near …${text.slice(Math.max(0, m.index - 40), m.index + 40).replace(/\s+/g, ' ')}…`,
        );
    }
  }
  return out;
}

/** Chrome's own Alt+Shift shortcuts (toolbar, bookmarks bar, feedback, dialogs): a command suggesting one is never bound. */
const RESERVED_KEYS = ['Alt+Shift+T', 'Alt+Shift+B', 'Alt+Shift+I', 'Alt+Shift+A'];

export function manifestProblems(manifest: Record<string, unknown>, target: string): string[] {
  const out: string[] = [];
  const perms = [...((manifest.permissions as string[] | undefined) ?? [])].sort();
  const expected = target.startsWith('firefox') ? REQUIRED_PERMISSIONS : CHROME_PERMISSIONS;
  if (JSON.stringify(perms) !== JSON.stringify([...expected])) {
    out.push(`permissions are ${JSON.stringify(perms)}, expected exactly ${JSON.stringify(expected)}`);
  }
  const hosts = (manifest.host_permissions as string[] | undefined) ?? [];
  if (hosts.length) out.push(`host_permissions must be empty at install, found ${JSON.stringify(hosts)}`);
  const scripts = (manifest.content_scripts as unknown[] | undefined) ?? [];
  if (scripts.length) out.push('no content script may be registered at install (inject on click instead)');
  const optional = (manifest.optional_host_permissions as string[] | undefined) ?? [];
  if (!optional.length)
    out.push('optional_host_permissions is missing ("Always show on this site" requests one origin)');
  if (!manifest.commands || typeof manifest.commands !== 'object')
    out.push('the overlay keyboard shortcut (commands) is missing');
  for (const [name, c] of Object.entries(
    (manifest.commands as Record<string, { suggested_key?: Record<string, string> }> | undefined) ?? {},
  )) {
    for (const key of Object.values(c?.suggested_key ?? {}))
      if (RESERVED_KEYS.includes(key))
        out.push(`command ${name} suggests ${key}, which the browser keeps for itself: pick another key`);
  }
  // The GM's side panel: Chrome's side_panel, Firefox's sidebar_action (sidepanel.tsx).
  if (
    target.startsWith('firefox')
      ? !(manifest.sidebar_action as { default_panel?: string } | undefined)?.default_panel
      : !(manifest.side_panel as { default_path?: string } | undefined)?.default_path
  ) {
    out.push(
      `the side panel is missing (${target.startsWith('firefox') ? 'sidebar_action.default_panel' : 'side_panel.default_path'})`,
    );
  }
  if (target.startsWith('firefox')) {
    const gecko = (manifest.browser_specific_settings as { gecko?: { id?: string } } | undefined)?.gecko;
    if (!gecko?.id) out.push('firefox needs browser_specific_settings.gecko.id');
  }
  if (manifest.manifest_version !== 3) out.push('manifest_version must be 3');
  return out;
}

/** No shipped script over this (our budget for any one shipped script; the validator chunk is the largest, ~291 KiB). */
export const MAX_SCRIPT_BYTES = 300 * 1024;

export function sizeProblems(dir: string): string[] {
  return files(dir)
    .filter((p) => /\.m?js$/.test(p) && statSync(p).size > MAX_SCRIPT_BYTES)
    .map(
      (p) =>
        `${p.slice(dir.length + 1)} is ${(statSync(p).size / 1024).toFixed(0)} KiB, over the ${MAX_SCRIPT_BYTES / 1024} KiB budget for one script`,
    );
}

export function checkBuild(dir: string, target: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  return [...manifestProblems(manifest, target), ...dynamicCodeProblems(dir), ...sizeProblems(dir)];
}
