// Foundry's escaping; its page functions run on its fixture page in test/e2e/chat-adapters.test.ts.
import { describe, expect, it } from 'vitest';
import { foundry, linesToFoundryHtml } from './foundry.js';

const XSS = '<img src=x onerror=alert(1)>';

describe('the Foundry adapter', () => {
  it('gives Foundry escaped lines and no other markup than <br>', () => {
    const html = linesToFoundryHtml([`Alda plays ${XSS}`, 'hit for 7']);
    expect(html).toBe('Alda plays &lt;img src=x onerror=alert(1)&gt;<br>hit for 7');
    expect(html.replace(/<br>/g, '')).not.toMatch(/[<>]/);
  });

  it('posts escaped HTML and the alias as arguments in the MAIN world', () => {
    expect(foundry.post.world).toBe('MAIN');
    expect(foundry.escape([XSS])).toEqual(['&lt;img src=x onerror=alert(1)&gt;', 'Fray']);
  });
});
