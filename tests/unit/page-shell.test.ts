// The app shell as the server sends it (decision 044): the entry's style sheet written into the page with
// its hash in the page's policy (and no other inline style allowed), each landing page's modules announced
// with the HTML, and nothing of the requested path ever written into the page.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from '../../server/first-paint-boot.ts';
import { PAGE_POLICY, securityHeaders } from '../../server/http/security-headers.ts';
import { pageShells, withFirstPaint } from '../../server/page-shell.ts';
import { staticFiles } from '../../server/static-files.ts';

const CSS = ':root{--navy:#0d2c54}body{margin:0}';
const HTML = [
  '<!doctype html><html><head><meta name="api-key" content="%PUBLIC_API_KEY%">',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/ui-J1.css">',
  '<link rel="stylesheet" crossorigin href="/assets/index-C3.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');
const MANIFEST = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_react-B2.js', '_ui-J1.js'],
    css: ['assets/index-C3.css'],
  },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  // a chunk with a style sheet of its own: the module loader looks for its link before running a page
  '_ui-J1.js': { file: 'assets/ui-J1.js', css: ['assets/ui-J1.css'] },
  '_data-D4.js': { file: 'assets/data-D4.js', imports: ['_react-B2.js'] },
  'chat/AssistantPage.tsx': {
    file: 'assets/AssistantPage-E5.js',
    imports: ['_data-D4.js', 'index.html'],
  },
  'hub/HubDetailsPage.tsx': { file: 'assets/HubDetailsPage-F6.js', imports: ['_data-D4.js'] },
  'calculator/CalculatorPage.tsx': { file: 'assets/CalculatorPage-G7.js', css: ['assets/calc-H8.css'] },
  'calculator/EmbedShell.tsx': { file: 'assets/EmbedShell-I9.js' },
};

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A built client in a temporary folder: `index.html`, the style sheet and (unless null) the manifest. */
function dist({ css = CSS, manifest = MANIFEST as object | null } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'wef-shell-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), HTML);
  writeFileSync(join(dir, 'assets', 'index-C3.css'), css);
  if (manifest) writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)[^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe('the page shell', () => {
  it('carries the style sheet inline, allowed by its hash and nothing else', () => {
    const shell = pageShells(dist(), 'key-1')('/hub/choose-path');
    expect(shell.html).toContain(`<style>${CSS}</style>`);
    expect(shell.html).not.toContain('index-C3.css');
    expect(shell.html).toContain('content="key-1"');
    expect(shell.contentSecurityPolicy).toContain(`style-src 'self' ${hashOf(CSS)};`);
    expect(shell.contentSecurityPolicy).not.toMatch(/unsafe-inline/);
    // the loader would fetch a sheet it finds no link for, and make the page wait for it
    expect(shell.html).toContain('<link rel="stylesheet" crossorigin href="/assets/ui-J1.css">');
    expect(shell.html.match(/<style>/g)?.length).toBe(1);
  });

  it("announces a landing page's own modules, never the entry's, and nothing on other pages", () => {
    const shells = pageShells(dist(), 'k');
    // the entry's own modulepreload (react) stays once; the page adds its chunk and the data chunk
    expect(preloads(shells('/hub').html)).toEqual([
      '/assets/react-B2.js',
      '/assets/data-D4.js',
      '/assets/AssistantPage-E5.js',
    ]);
    expect(preloads(shells('/hub/details/10082200').html)).toEqual([
      '/assets/react-B2.js',
      '/assets/data-D4.js',
      '/assets/HubDetailsPage-F6.js',
    ]);
    // a page's style sheet is fetched with the page (its loader adds and waits for it)
    expect(shells('/replace/choose-calculator').html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/calc-H8.css">',
    );
    expect(preloads(shells('/embed/stud-length/inputs').html)).toEqual([
      '/assets/react-B2.js',
      '/assets/EmbedShell-I9.js',
      '/assets/CalculatorPage-G7.js',
      '/assets/calc-H8.css',
    ]);
    expect(preloads(shells('/hub/choose-path').html)).toEqual(['/assets/react-B2.js']);
    expect(preloads(shells('/hub/details/1/2').html)).toEqual(['/assets/react-B2.js']);
  });

  it('writes nothing of a hostile or huge path into the page', () => {
    const shells = pageShells(dist(), 'k');
    for (const path of [
      '/hub/details/"><script>alert(1)</script>',
      '/hub/details/%22%3E%3Cscript%3E',
      `/hub/details/${'9'.repeat(20_000)}`,
      '/replace/<img src=x onerror=alert(1)>',
    ]) {
      const { html } = shells(path);
      expect(html).not.toMatch(/alert|onerror|99999/);
      expect(html.match(/<script/g)?.length).toBe(1);
    }
  });

  it('keeps a style sheet that would end the style element as a request', () => {
    const css = 'a::after{content:"</style><script>x()</script>"}';
    const shell = pageShells(dist({ css }), 'k')('/hub');
    expect(shell.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    expect(shell.html).not.toContain('<style');
    expect(shell.contentSecurityPolicy).toBeNull();
  });

  it('serves a build without a manifest as it is', () => {
    const shell = pageShells(dist({ manifest: null }), 'k')('/hub');
    expect(shell.html).toBe(HTML.replace('%PUBLIC_API_KEY%', 'k'));
    expect(shell.contentSecurityPolicy).toBeNull();
  });

  it('names a landing page the build does not have, rather than serving it without its hints', () => {
    const { 'chat/AssistantPage.tsx': _gone, ...rest } = MANIFEST;
    expect(() => pageShells(dist({ manifest: rest }), 'k')).toThrow(/chat\/AssistantPage\.tsx/);
  });
});

describe('the page as served', () => {
  const app = new Hono().use(securityHeaders(['https://shop.example'])).route('/', staticFiles(dist(), 'k'));

  it("sends the shell's policy, still not framable outside the embed", async () => {
    const res = await app.request('/hub');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`style-src 'self' ${hashOf(CSS)};`);
    expect(csp).toMatch(/frame-ancestors 'none'$/);
    expect(preloads(await res.text())).toContain('/assets/AssistantPage-E5.js');
  });

  it('lets the configured sites frame the embedded calculator with the same styles', async () => {
    const res = await app.request('/embed/choose-calculator');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`style-src 'self' ${hashOf(CSS)};`);
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/shop\.example$/);
    expect(preloads(await res.text())).toContain('/assets/CalculatorPage-G7.js');
  });
});

describe('the page with its first screen (decision 045)', () => {
  const page = HTML;
  it('puts the markup into #root as it is, and the reads into a meta as escaped text', () => {
    const html = withFirstPaint(
      page,
      '<p>costs $& and $1</p>',
      { '/api/x': { Text: '"></meta><script>x</script>' } },
      '/hub/details/"x"',
    );
    // the path it was drawn for, as text
    expect(html).toContain(
      '<div id="root" data-first-paint="/hub/details/&#34;x&#34;"><p>costs $& and $1</p></div>',
    );
    const meta = /<meta name="first-paint-reads" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(meta).not.toMatch(/[<>"]/);
    expect(JSON.parse(meta.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))))).toEqual({
      '/api/x': { Text: '"></meta><script>x</script>' },
    });
    expect(html).not.toContain('<script>x');
  });
  it('names no script for the browser to fetch before the screen: the boot script starts them', () => {
    const html = withFirstPaint(page, '<p>x</p>', {}, '/hub');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // after the screen in the body, so the frame it waits for has the screen in it (decision 049)
    expect(html).toContain(
      `<p>x</p></div><script data-entry="/assets/index-A1.js" data-preload="/assets/react-B2.js">${BOOT_SCRIPT}</script></body>`,
    );
    // the only inline script the page policy allows, by its hash
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(PAGE_POLICY).toContain(`script-src 'self' ${hash};`);
    // plain script that parses
    expect(() => new Function(BOOT_SCRIPT)).not.toThrow();
  });
  it('leaves a shell without an entry script as it is, with the screen drawn', () => {
    const bare =
      '<html><head><link rel="modulepreload" crossorigin href="/a.js"></head><body><div id="root"></div></body></html>';
    const html = withFirstPaint(bare, '<p>x</p>', {}, '/hub');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/a.js">');
    expect(html).toContain('<div id="root" data-first-paint="/hub"><p>x</p></div></body>');
  });
});
