// The chat's renderer of the engine's reply text: the markdown the engine writes becomes paragraphs, lists,
// bold and code; anything else (HTML, links, images, scripts, stray delimiters) shows as the characters it is.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EngineText } from '../../client/chat/EngineText.tsx';
import { markdownText } from '../../tools/engine/shared/markdown.ts';

const html = (text: string) => renderToStaticMarkup(createElement(EngineText, { text }));

describe('EngineText', () => {
  it('renders the engine’s bold, code, paragraphs and lists', () => {
    expect(html('**3900XB** is replaced by Brand **10031072**.')).toBe(
      '<p><strong>3900XB</strong> is replaced by Brand <strong>10031072</strong>.</p>',
    );
    expect(
      html(
        'Here is what I understand:\n- a part number: `3900XB`, `10031072`\n- **compare** and two numbers',
      ),
    ).toBe(
      '<p>Here is what I understand:</p><ul><li>a part number: <code>3900XB</code>, <code>10031072</code></li>' +
        '<li><strong>compare</strong> and two numbers</li></ul>',
    );
    expect(html('First.\n\nSecond *word*.')).toBe('<p>First.</p><p>Second <em>word</em>.</p>');
    expect(html('one\ntwo')).toBe('<p>one\ntwo</p>');
  });

  it.each([
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['[Warranty](javascript:alert(1))', '<p>[Warranty](javascript:alert(1))</p>'],
    ['![x](https://evil.example/p.png)', '<p>![x](https://evil.example/p.png)</p>'],
    [
      '**<b onclick="x()">bold</b>**',
      '<p><strong>&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;</strong></p>',
    ],
    ['&lt;script&gt; &amp;', '<p>&amp;lt;script&amp;gt; &amp;amp;</p>'],
  ])('shows %s as text, never as markup', (text, expected) => {
    expect(html(text)).toBe(expected);
  });

  it('shows what a visitor typed exactly, through the engine’s escaping', () => {
    for (const typed of [
      '**not bold**',
      '`x`',
      '- not a list',
      '\\*',
      'a * b * c',
      '***',
      '5*3*2',
      '<b>hi</b>',
    ]) {
      const markup = html(`You typed "${markdownText(typed)}".`);
      expect(markup, typed).not.toMatch(/<(strong|em|code|ul|li|b)\b/);
      expect(
        markup
          .replace(/^<p>|<\/p>$/g, '')
          .replaceAll('&quot;', '"')
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>'),
      ).toBe(`You typed "${typed}".`);
    }
  });

  // a renderer that rescanned the rest of the text for each delimiter would take minutes on these, past
  // the test's timeout
  it('leaves unmatched delimiters literal and stays linear on hostile input', () => {
    expect(html('**open and never closed')).toBe('<p>**open and never closed</p>');
    expect(html('a ** b ** c')).toBe('<p>a ** b ** c</p>');
    expect(html('`unclosed code')).toBe('<p>`unclosed code</p>');
    const stars = '*'.repeat(200_000);
    expect(html(stars)).toBe(`<p>${stars}</p>`);
    expect(html('*a '.repeat(100_000))).not.toContain('<em>');
    expect(html('**a '.repeat(100_000))).not.toContain('<strong>');
  });
});
