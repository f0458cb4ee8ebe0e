import { describe, expect, it } from 'vitest';
import { scrubLocation, scrubText } from './scrub.ts';

describe('scrubbing analytics text', () => {
  it('masks e-mail addresses anywhere in text', () => {
    expect(scrubText('mail jo.doe+x@shop.example.com now', 100)).toBe('mail [email] now');
  });

  it('removes control characters, collapses whitespace and caps', () => {
    expect(scrubText('  a\n\tb\u0000c  ', 100)).toBe('a b c');
    expect(scrubText('x'.repeat(50), 10)).toBe('x'.repeat(10));
  });

  it('keeps only the path of a location', () => {
    expect(scrubLocation('/hub/search?q=jo@example.com#x', 100)).toBe('/hub/search');
    expect(scrubLocation('https://jo:secret@parts.example/a/b?c=d', 100)).toBe('https://parts.example/a/b');
    expect(scrubLocation('/hub/filters/brkty=1&tcomp=2', 100)).toBe('/hub/filters/brkty=1&tcomp=2');
  });
});
