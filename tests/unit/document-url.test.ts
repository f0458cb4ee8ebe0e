// Catalog document links as URLs (issue 5, GAWR note links): a link is catalog data, never trusted HTML.
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/env.ts';
import {
  DEFAULT_DOCUMENT_BASE,
  normalizeDocumentBase,
  resolveDocumentUrl,
} from '../../tools/catalog/document-url.ts';

describe('document link resolution', () => {
  it("a file name resolves under the app's own /documents/ by default", () => {
    expect(DEFAULT_DOCUMENT_BASE).toBe('/documents/');
    expect(resolveDocumentUrl('gawr-ratings.html')).toBe('/documents/gawr-ratings.html');
    expect(resolveDocumentUrl('  preset-warranty.pdf ')).toBe('/documents/preset-warranty.pdf');
  });

  it('relative links resolve against a base with or without its trailing slash', () => {
    for (const base of ['https://docs.example.com/wheel-end', 'https://docs.example.com/wheel-end/']) {
      expect(resolveDocumentUrl('gawr-ratings.pdf', base)).toBe(
        'https://docs.example.com/wheel-end/gawr-ratings.pdf',
      );
      // a leading slash still names a file in the document folder
      expect(resolveDocumentUrl('/bulletins/ib-12.pdf', base)).toBe(
        'https://docs.example.com/wheel-end/bulletins/ib-12.pdf',
      );
    }
    expect(resolveDocumentUrl('gawr.html', '/docs')).toBe('/docs/gawr.html');
    expect(resolveDocumentUrl('GAWR ratings 2024.pdf', '/docs/')).toBe('/docs/GAWR%20ratings%202024.pdf');
  });

  it('absolute http(s) links are used as they are', () => {
    expect(resolveDocumentUrl('https://cdn.example.com/w/preset.pdf', '/documents/')).toBe(
      'https://cdn.example.com/w/preset.pdf',
    );
    expect(resolveDocumentUrl('HTTP://Example.com/a.pdf?v=2#p3')).toBe('http://example.com/a.pdf?v=2#p3');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    'ftp://example.com/a.pdf',
    'http:example.com',
    '//evil.example.com/a.pdf',
    '\\\\evil.example.com\\a.pdf',
    '/\\evil.example.com',
  ])('refuses %j (no link at all)', (hostile) => {
    expect(resolveDocumentUrl(hostile)).toBeNull();
    expect(resolveDocumentUrl(hostile, 'https://docs.example.com/wheel-end/')).toBeNull();
  });

  it.each(['../secret.html', 'a/../../secret.html', '%2e%2e/secret.html', '', '   ', '?x=1', '#top'])(
    'refuses %j: relative links must name a file inside the document folder',
    (outside) => {
      expect(resolveDocumentUrl(outside)).toBeNull();
      expect(resolveDocumentUrl(outside, 'https://docs.example.com/wheel-end/')).toBeNull();
    },
  );

  it('empty and missing links are no link', () => {
    expect(resolveDocumentUrl(null)).toBeNull();
    expect(resolveDocumentUrl(undefined)).toBeNull();
  });
});

describe('resolved links kept', () => {
  it('answer the same link again per base, and a bad base still fails every time', () => {
    const bases = ['/documents/', 'https://docs.example.com/wheel', 'https://cdn.example.com/a/b/'];
    const first = bases.map((b) =>
      ['gawr.html', 'javascript:alert(1)', '../x.html'].map((l) => resolveDocumentUrl(l, b)),
    );
    const again = bases.map((b) =>
      ['gawr.html', 'javascript:alert(1)', '../x.html'].map((l) => resolveDocumentUrl(l, b)),
    );
    expect(again).toEqual(first);
    expect(first.map((r) => r[0])).toEqual([
      '/documents/gawr.html',
      'https://docs.example.com/wheel/gawr.html',
      'https://cdn.example.com/a/b/gawr.html',
    ]);
    expect(first.flatMap((r) => r.slice(1))).toEqual([null, null, null, null, null, null]);
    expect(() => resolveDocumentUrl('gawr.html', 'ftp://x')).toThrow();
    expect(() => resolveDocumentUrl('gawr.html', 'ftp://x')).toThrow();
  });

  it('stay right past the most kept', () => {
    for (let i = 0; i < 2_500; i++) expect(resolveDocumentUrl(`d${i}.html`)).toBe(`/documents/d${i}.html`);
    expect(resolveDocumentUrl('d1.html')).toBe('/documents/d1.html');
  });
});

describe('DOCUMENT_BASE_URL', () => {
  it("defaults to the app's /documents/ and always ends in one slash", () => {
    expect(parseConfig({}).documentBaseUrl).toBe('/documents/');
    expect(parseConfig({ DOCUMENT_BASE_URL: 'https://docs.example.com/w' }).documentBaseUrl).toBe(
      'https://docs.example.com/w/',
    );
    expect(parseConfig({ DOCUMENT_BASE_URL: '/files/' }).documentBaseUrl).toBe('/files/');
    expect(normalizeDocumentBase('http://localhost:8080')).toBe('http://localhost:8080/');
  });

  it.each([
    'javascript:alert(1)',
    'ftp://docs.example.com/',
    'docs.example.com/w',
    '//docs.example.com/w',
    'https://docs.example.com/w?sig=1',
    'https://',
  ])('refuses %j at start with a clear message', (bad) => {
    expect(() => parseConfig({ DOCUMENT_BASE_URL: bad })).toThrow(/DOCUMENT_BASE_URL/);
  });
});
