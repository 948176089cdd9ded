// The VTT chats Fray posts to, in the order a page is tried (detection runs each adapter's own
// check; the first that finds its chat wins). Elsewhere the text goes to the clipboard (post.ts).
import type { ChatAdapter } from './adapter.js';
import { foundry } from './foundry.js';
import { roll20 } from './roll20.js';

export const CHAT_ADAPTERS = [roll20, foundry] as const satisfies readonly ChatAdapter[];

export type ChatAdapterId = (typeof CHAT_ADAPTERS)[number]['id'];
