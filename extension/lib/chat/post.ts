// Sends plain-text lines to the VTT chat of a tab through the first chat adapter that finds its
// chat there (adapters.ts), and elsewhere hands the text back so the caller copies it with its own
// user gesture (a script injected from the background has no gesture, so it cannot write the
// clipboard).
import type { PagePostResult, PageWorld } from './adapter.js';
import { CHAT_ADAPTERS, type ChatAdapterId } from './adapters.js';
import { linesToClipboardText } from './escape.js';

export type ChatTarget = ChatAdapterId | 'clipboard';

export interface PostOutcome {
  readonly target: ChatTarget;
  readonly ok: boolean;
  /** For `clipboard`: the text the caller should copy. */
  readonly text?: string;
  readonly reason?: string;
}

/** The slice of chrome.scripting this module uses (a fake in unit tests). */
export interface ScriptingLike {
  executeScript(injection: {
    target: { tabId: number };
    world?: PageWorld;
    func: (...args: never[]) => unknown;
    args?: unknown[];
  }): Promise<{ result?: unknown }[]>;
}

async function run(
  scripting: ScriptingLike,
  tabId: number,
  world: PageWorld,
  func: (...a: never[]) => unknown,
  args: unknown[] = [],
) {
  const results = await scripting.executeScript({ target: { tabId }, world, func, args });
  return results[0]?.result;
}

/** The adapter whose chat is on the tab, or `clipboard`. Only a literal `true` from the page counts. */
export async function detectChat(scripting: ScriptingLike, tabId: number): Promise<ChatTarget> {
  try {
    for (const a of CHAT_ADAPTERS)
      if ((await run(scripting, tabId, a.detect.world, a.detect.func)) === true) return a.id;
  } catch {
    // No access to the tab (a chrome:// page, or no permission): fall back to the clipboard.
  }
  return 'clipboard';
}

export async function postLines(
  scripting: ScriptingLike,
  tabId: number | undefined,
  lines: readonly string[],
): Promise<PostOutcome> {
  const clip: PostOutcome = { target: 'clipboard', ok: false, text: linesToClipboardText(lines) };
  if (lines.length === 0) return { target: 'clipboard', ok: false, reason: 'nothing to post' };
  if (tabId === undefined) return clip;
  const target = await detectChat(scripting, tabId);
  const adapter = CHAT_ADAPTERS.find((a) => a.id === target);
  if (!adapter) return clip;
  try {
    const r = readResult(await run(scripting, tabId, adapter.post.world, adapter.post.func, adapter.escape(lines)));
    return { target, ...r };
  } catch (e) {
    return { ...clip, reason: `could not post to ${target}: ${String((e as Error)?.message ?? e)}` };
  }
}

/** Coerces an untrusted page result to `PagePostResult`. */
export function readResult(value: unknown): PagePostResult {
  if (!value || typeof value !== 'object') return { ok: false, reason: 'no answer from the page' };
  const v = value as { ok?: unknown; reason?: unknown };
  return v.ok === true
    ? { ok: true }
    : { ok: false, reason: typeof v.reason === 'string' ? v.reason.slice(0, 200) : 'failed' };
}
