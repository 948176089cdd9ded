// What the GM is told after posting to the VTT's chat (WitchHammer's round panel and every other
// system's table post through the worker the same way): the worker's reply becomes one line, and
// where no chat box was found the text goes to the clipboard instead.
export interface PostReply {
  readonly ok: boolean;
  readonly error?: string;
}

export async function chatNote(r: PostReply): Promise<string> {
  if (!r.ok) throw new Error(r.error);
  const out = r as { target?: string; posted?: boolean; text?: string; reason?: string };
  if (out.target === 'clipboard' && out.text) {
    await navigator.clipboard.writeText(out.text);
    return 'No chat box found on this page: copied, paste it into the chat.';
  }
  return out.posted
    ? `Posted to the ${out.target === 'foundry' ? 'Foundry' : 'Roll20'} chat.`
    : `Not posted: ${out.reason ?? 'the chat did not take it'}`;
}
