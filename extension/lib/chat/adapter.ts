// What a VTT chat integration is: how to tell its page (detect), how to put text in its chat (post)
// and what its chat does to text (escape). One file per VTT (roll20.ts, foundry.ts…), each with
// its fixture page in test/fixtures/vtt and its check in test/e2e/chat-adapters.test.ts; the list
// is adapters.ts. post.ts runs them and never names one.
//
// `detect` and `post` are serialised into the page by chrome.scripting.executeScript: each must be
// self-contained (no imports, no outer variables), take only JSON arguments and return JSON.
// Results from the page are untrusted (post.ts coerces them with readResult).

/** The world a page function runs in: ISOLATED shares the DOM only, MAIN the page's own scripts. */
export type PageWorld = 'ISOLATED' | 'MAIN';

export interface PagePostResult {
  readonly ok: boolean;
  readonly reason?: string;
}

export interface ChatAdapter {
  /** Shown to the GM ("Posted to the roll20 chat."). */
  readonly id: string;
  /** The fixture page that copies this VTT's chat (test/fixtures/vtt/<fixture>). */
  readonly fixture: string;
  readonly detect: { readonly world: PageWorld; readonly func: () => boolean };
  readonly post: {
    readonly world: PageWorld;
    readonly func: (...args: never[]) => Promise<PagePostResult>;
  };
  /** Plain lines → the arguments of `post.func`, escaped for what this chat does to text. */
  escape(lines: readonly string[]): unknown[];
}
