// Foundry VTT: `ChatMessage.create` in the page's MAIN world, the text passed as an argument (never
// as code). Foundry renders a message's `content` as HTML, so the text is escaped first.
import type { ChatAdapter, PagePostResult } from './adapter.js';
import { escapeHtml, plainLine } from './escape.js';

/** The speaker shown on Fray's messages. */
export const CHAT_ALIAS = 'Fray';

/** Plain lines → Foundry `content`: escaped, joined with <br> (the only markup we add). */
export function linesToFoundryHtml(lines: readonly string[]): string {
  return lines.map((l) => escapeHtml(plainLine(l))).join('<br>');
}

/** MAIN world; the page may lie, which at worst sends text to itself. */
export function detectFoundryInPage(): boolean {
  const cm = (window as unknown as { ChatMessage?: { create?: unknown } }).ChatMessage;
  return !!cm && typeof cm.create === 'function';
}

/** MAIN world: `content` arrives already HTML-escaped. */
export function foundryPostInPage(content: string, alias: string): Promise<PagePostResult> {
  const cm = (window as unknown as { ChatMessage?: { create?: (data: unknown) => unknown } }).ChatMessage;
  if (!cm || typeof cm.create !== 'function')
    return Promise.resolve({ ok: false, reason: 'no Foundry ChatMessage on this page' });
  try {
    return Promise.resolve(cm.create({ content, speaker: { alias } })).then(
      () => ({ ok: true }),
      (e: unknown) => ({ ok: false, reason: String((e as { message?: unknown })?.message ?? e).slice(0, 200) }),
    );
  } catch (e) {
    return Promise.resolve({ ok: false, reason: String((e as { message?: unknown })?.message ?? e).slice(0, 200) });
  }
}

export const foundry = {
  id: 'foundry' as const,
  fixture: 'foundry.html',
  detect: { world: 'MAIN', func: detectFoundryInPage },
  post: { world: 'MAIN', func: foundryPostInPage },
  escape: (lines) => [linesToFoundryHtml(lines), CHAT_ALIAS],
} satisfies ChatAdapter;
