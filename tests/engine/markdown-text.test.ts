// Typed text in the assistant's replies stays text: markup a visitor types (links, images, autolinks,
// HTML, emphasis) is rendered literally by the renderer the chat uses (EngineText), and fetches nothing.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EngineText } from '../../client/chat/EngineText.tsx';
import { step } from '../../tools/engine/engine.ts';
import { clipped, markdownText } from '../../tools/engine/shared/markdown.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();
const html = (markdown: string) => renderToStaticMarkup(createElement(EngineText, { text: markdown }));
const visibleText = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const TYPED = [
  '[Warranty claim](https://evil.example)',
  '![x](https://evil.example/pixel.png)',
  '<https://evil.example>',
  '<img src=https://evil.example/a.png>',
  '**bold** _em_ `code` ~~gone~~',
  '[ref]: https://evil.example',
  '\\[escaped\\] & &amp; | a | b |',
];

describe('markdownText', () => {
  it.each(TYPED)('renders %s as exactly that text, with no link, image or HTML', (typed) => {
    const markup = html(`You typed "${markdownText(typed)}".`);
    expect(markup).not.toMatch(/<(a|img|strong|em|code|del)\b/);
    expect(visibleText(markup)).toBe(`You typed "${typed}".`);
  });

  it('keeps the text on one line (no list or heading from typed line breaks)', () => {
    const markup = html(`Said: ${markdownText('one\n# two\n- three')}`);
    expect(markup).not.toMatch(/<(h1|ul|li)\b/);
  });
});

describe('the engine echoing typed text', () => {
  it('answers /hub?ask=[Warranty claim](https://evil.example) with the words as text', async () => {
    for (const typed of TYPED) {
      const r = await step(initialState, { type: 'text', text: typed }, demo.tools);
      for (const m of r.messages) {
        if (m.kind !== 'text') continue;
        const markup = html(m.markdown);
        expect(markup, typed).not.toMatch(/<(a|img)\b/);
        expect(markup, typed).not.toContain('evil.example"');
      }
    }
  });
});

describe('a typed text cut for saying back', () => {
  it('is cut at a word break with an ellipsis, never through an emoji, and left whole when short', () => {
    expect(clipped('short words', 60)).toBe('short words');
    expect(clipped('a'.repeat(80), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(clipped('wheel hub for the old trailer', 12)).toBe('wheel hub…');
    const emoji = `${'x'.repeat(8)}🚚🚚🚚`;
    expect(clipped(emoji, 10)).toBe(`${'x'.repeat(8)}🚚…`);
    expect(Array.from(clipped('🚚'.repeat(100), 60))).toHaveLength(60);
  });
});
