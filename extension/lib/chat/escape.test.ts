import { describe, expect, it } from 'vitest';
import { escapeHtml, linesToClipboardText, linesToFoundryHtml, linesToRoll20Text, plainLine } from './escape.js';

const XSS = '<img src=x onerror=alert(1)>';

describe('chat escaping', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`${XSS} & "q" 'a' \``)).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot; &#39;a&#39; &#96;',
    );
  });

  it('gives Foundry escaped lines and no other markup than <br>', () => {
    const html = linesToFoundryHtml([`Alda plays ${XSS}`, 'hit for 7']);
    expect(html).toBe('Alda plays &lt;img src=x onerror=alert(1)&gt;<br>hit for 7');
    expect(html.replace(/<br>/g, '')).not.toMatch(/[<>]/);
  });

  it('keeps Roll20 text on one line and defuses its commands', () => {
    expect(linesToRoll20Text(['a\nb', 'c'])).toBe('a b | c');
    expect(linesToRoll20Text(['[[1d20+99]] &{template:default}'])).toBe('[ [1d20+99] ] & {template:default}');
    expect(linesToRoll20Text(['/roll 1d20'])).toBe('\u200b/roll 1d20');
    expect(linesToRoll20Text([XSS])).toBe(XSS);
  });

  it('strips control characters', () => {
    expect(plainLine('a\u0000b\r\nc\td')).toBe('a b c\td');
    expect(linesToClipboardText(['x', 'y'])).toBe('x\ny');
  });
});
