// Sends plain-text lines to the VTT chat of a tab: Roll20 through its chat box, Foundry
// through ChatMessage.create in the page world (text passed as an argument, never as code),
// and elsewhere hands the text back so the caller copies it with its own user gesture
// (a script injected from the background has no gesture, so it cannot write the clipboard).
import { linesToClipboardText, linesToFoundryHtml, linesToRoll20Text } from './escape.js';
import {
  detectChatInPage,
  detectFoundryInPage,
  foundryPostInPage,
  readResult,
  roll20PostInPage,
} from './page-functions.js';

export type ChatTarget = 'roll20' | 'foundry' | 'clipboard';

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
    world?: 'ISOLATED' | 'MAIN';
    func: (...args: any[]) => unknown;
    args?: unknown[];
  }): Promise<{ result?: unknown }[]>;
}

export const CHAT_ALIAS = 'Fray';

async function run(
  scripting: ScriptingLike,
  tabId: number,
  world: 'ISOLATED' | 'MAIN',
  func: (...a: any[]) => unknown,
  args: unknown[] = [],
) {
  const results = await scripting.executeScript({ target: { tabId }, world, func, args });
  return results[0]?.result;
}

export async function detectChat(scripting: ScriptingLike, tabId: number): Promise<ChatTarget> {
  try {
    const dom = (await run(scripting, tabId, 'ISOLATED', detectChatInPage)) as { roll20?: unknown } | undefined;
    if (dom?.roll20 === true) return 'roll20';
    const main = (await run(scripting, tabId, 'MAIN', detectFoundryInPage)) as { foundry?: unknown } | undefined;
    if (main?.foundry === true) return 'foundry';
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
  try {
    if (target === 'roll20') {
      const r = readResult(await run(scripting, tabId, 'ISOLATED', roll20PostInPage, [linesToRoll20Text(lines)]));
      return { target, ...r };
    }
    if (target === 'foundry') {
      const r = readResult(
        await run(scripting, tabId, 'MAIN', foundryPostInPage, [linesToFoundryHtml(lines), CHAT_ALIAS]),
      );
      return { target, ...r };
    }
  } catch (e) {
    return { ...clip, reason: `could not post to ${target}: ${String((e as Error)?.message ?? e)}` };
  }
  return clip;
}
