// Roll20: the text goes through its chat box (textarea + .btn send) in the isolated world, and the
// GM gets back what they had typed. Roll20 reads the box as text but runs `/commands` at the start
// of a message, `[[...]]` inline rolls and `&{template:...}` anywhere: those are broken up so card
// names stay text.
import type { ChatAdapter, PagePostResult } from './adapter.js';
import { plainLine } from './escape.js';

/** Plain lines → one Roll20 chat line, its commands defused. */
export function linesToRoll20Text(lines: readonly string[]): string {
  return lines
    .map(plainLine)
    .join(' | ')
    .replace(/\[\[/g, '[ [')
    .replace(/\]\]/g, '] ]')
    .replace(/&\{/g, '& {')
    .replace(/^\s*[/!]/, (m) => `\u200b${m}`);
}

/** Isolated world: the DOM is shared, the page's scripts are not. */
export function detectRoll20InPage(): boolean {
  return !!document.querySelector('#textchat-input textarea');
}

/** Puts the text in the chat box, presses send, then gives the GM back what they typed. */
export function roll20PostInPage(text: string): Promise<PagePostResult> {
  const box = document.querySelector<HTMLTextAreaElement>('#textchat-input textarea');
  const send =
    document.querySelector<HTMLElement>('#textchat-input button.btn') ??
    document.querySelector<HTMLElement>('#textchat-input .btn') ??
    document.querySelector<HTMLElement>('#textchat-input button');
  if (!box || !send) return Promise.resolve({ ok: false, reason: 'no Roll20 chat box on this page' });
  const typed = box.value;
  const selStart = box.selectionStart;
  const selEnd = box.selectionEnd;
  const setValue = (v: string) => {
    box.value = v;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  };
  setValue(text);
  send.click();
  const restore = () => {
    if (box.value === typed) return;
    setValue(typed);
    try {
      box.setSelectionRange(selStart, selEnd);
    } catch {
      // Selection is a nicety; some pages replace the textarea.
    }
  };
  restore();
  // Roll20 may clear the box after its own handler returns: restore again on the next task.
  return new Promise((resolve) =>
    setTimeout(() => {
      restore();
      resolve({ ok: true });
    }, 0),
  );
}

export const roll20 = {
  id: 'roll20' as const,
  fixture: 'roll20.html',
  detect: { world: 'ISOLATED', func: detectRoll20InPage },
  post: { world: 'ISOLATED', func: roll20PostInPage },
  escape: (lines) => [linesToRoll20Text(lines)],
} satisfies ChatAdapter;
