import { describe, expect, it } from 'vitest';
import { postLines, type ScriptingLike } from './post.js';

type Call = { world?: string; func: string; args?: unknown[] };

function fakeScripting(page: {
  roll20?: boolean;
  foundry?: unknown;
  fail?: boolean;
}): ScriptingLike & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    async executeScript(inj) {
      calls.push({ world: inj.world, func: inj.func.name, args: inj.args });
      if (page.fail) throw new Error('Cannot access contents of the page');
      switch (inj.func.name) {
        case 'detectRoll20InPage':
          return [{ result: page.roll20 ?? false }];
        case 'detectFoundryInPage':
          return [{ result: page.foundry ?? false }];
        default:
          return [{ result: { ok: true } }];
      }
    },
  };
}

describe('postLines', () => {
  it('posts to Roll20 through the isolated world', async () => {
    const s = fakeScripting({ roll20: true });
    const r = await postLines(s, 7, ['Round 1', 'Alda <b>']);
    expect(r).toEqual({ target: 'roll20', ok: true });
    const post = s.calls.at(-1)!;
    expect(post).toEqual({ world: 'ISOLATED', func: 'roll20PostInPage', args: ['Round 1 | Alda <b>'] });
  });

  it('posts escaped HTML to Foundry as an argument in the MAIN world', async () => {
    const s = fakeScripting({ foundry: true });
    const r = await postLines(s, 7, ['<img src=x onerror=alert(1)>']);
    expect(r.target).toBe('foundry');
    const post = s.calls.at(-1)!;
    expect(post.world).toBe('MAIN');
    expect(post.func).toBe('foundryPostInPage');
    expect(post.args).toEqual(['&lt;img src=x onerror=alert(1)&gt;', 'Fray']);
  });

  it('does not trust a page that answers with something truthy but not `true`', async () => {
    const s = fakeScripting({ foundry: 'yes' });
    expect((await postLines(s, 7, ['x'])).target).toBe('clipboard');
  });

  it('asks each adapter in turn and stops at the first that finds its chat', async () => {
    const s = fakeScripting({ roll20: true, foundry: true });
    expect((await postLines(s, 7, ['x'])).target).toBe('roll20');
    expect(s.calls.map((c) => c.func)).toEqual(['detectRoll20InPage', 'roll20PostInPage']);
  });

  it('falls back to the clipboard text elsewhere or without access', async () => {
    expect(await postLines(fakeScripting({}), 7, ['a', 'b'])).toEqual({ target: 'clipboard', ok: false, text: 'a\nb' });
    expect((await postLines(fakeScripting({ fail: true }), 7, ['a'])).text).toBe('a');
    expect((await postLines(fakeScripting({}), undefined, ['a'])).text).toBe('a');
  });
});
