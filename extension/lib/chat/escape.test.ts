import { describe, expect, it } from 'vitest';
import { escapeHtml, linesToClipboardText, plainLine } from './escape.js';

const XSS = '<img src=x onerror=alert(1)>';

describe('chat escaping', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`${XSS} & "q" 'a' \``)).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot; &#39;a&#39; &#96;',
    );
  });

  it('strips control characters', () => {
    expect(plainLine('a\u0000b\r\nc\td')).toBe('a b c\td');
    expect(linesToClipboardText(['x', 'y'])).toBe('x\ny');
  });
});
