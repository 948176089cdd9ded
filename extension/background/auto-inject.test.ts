import { describe, expect, it } from 'vitest';
import { autoInjectPatterns } from './auto-inject.js';

describe('auto-inject patterns', () => {
  it('registers only origins both allowed in settings and granted', () => {
    const granted = [
      'https://app.roll20.net/*',
      'http://127.0.0.1/*',
      'https://evil.example/*',
      'https://vtt.example:30001/*',
    ];
    expect(
      autoInjectPatterns(
        [
          'https://app.roll20.net',
          'https://foundry.example:30000',
          'http://127.0.0.1:8080',
          'https://vtt.example:30000',
        ],
        granted,
      ),
    ).toEqual(['http://127.0.0.1:8080/*', 'https://app.roll20.net/*']);
    expect(autoInjectPatterns(['https://vtt.example:30001'], granted)).toEqual(['https://vtt.example:30001/*']);
    expect(autoInjectPatterns(['https://app.roll20.net', 'https://app.roll20.net'], granted)).toEqual([
      'https://app.roll20.net/*',
    ]);
  });

  it('never widens to wildcards or odd schemes', () => {
    expect(
      autoInjectPatterns(['https://*.roll20.net', 'file:///tmp', '*://x'], ['https://*.roll20.net/*', '<all_urls>']),
    ).toEqual([]);
  });
});
