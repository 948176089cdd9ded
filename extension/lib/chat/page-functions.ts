// Functions that chrome.scripting.executeScript serialises into the page. Each must be
// self-contained (no imports, no outer variables), take only JSON arguments and return JSON.
// Results from the page are untrusted: callers coerce them (see `readResult`).

export interface PagePostResult {
  readonly ok: boolean;
  readonly reason?: string;
}

/** Runs in the isolated world: the DOM is shared, the page's scripts are not. */
export function detectChatInPage(): { roll20: boolean } {
  return { roll20: !!document.querySelector('#textchat-input textarea') };
}

/** Runs in the page's MAIN world; the page may lie, which at worst sends text to itself. */
export function detectFoundryInPage(): { foundry: boolean } {
  const cm = (window as unknown as { ChatMessage?: { create?: unknown } }).ChatMessage;
  return { foundry: !!cm && typeof cm.create === 'function' };
}

/** Roll20: put the text in the chat box, press send, then give the GM back what they typed. */
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

/** Foundry VTT, MAIN world: `content` arrives already HTML-escaped (see escape.ts). */
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

/** Coerces an untrusted page result to `PagePostResult`. */
export function readResult(value: unknown): PagePostResult {
  if (!value || typeof value !== 'object') return { ok: false, reason: 'no answer from the page' };
  const v = value as { ok?: unknown; reason?: unknown };
  return v.ok === true
    ? { ok: true }
    : { ok: false, reason: typeof v.reason === 'string' ? v.reason.slice(0, 200) : 'failed' };
}
