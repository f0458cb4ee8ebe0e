// An operator rebuilds the client under a running server (decision 044's shell, decision 045's first
// paint): the pages served next name the new build's scripts, not the deleted ones; a build caught half
// way (dist/ emptied, a manifest naming a chunk not written yet) keeps the last whole build until it is done.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageRenderer } from '../../server/first-paint.ts';
import { staticFiles } from '../../server/static-files.ts';
import { testAppForFile } from '../support/test-app.ts';

const root = mkdtempSync(join(tmpdir(), 'wef-rebuild-'));
const dist = join(root, 'client');
afterAll(() => rmSync(root, { recursive: true, force: true }));

let clock = Date.now() / 1000;
/** Writes a file with a modification time later than any before (a quick rebuild can share a tick). */
function write(path: string, text: string) {
  writeFileSync(path, text);
  clock += 5;
  utimesSync(path, clock, clock);
}
const shell = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/${entry}.js"></script></head><body><div id="root"></div></body></html>`;
const PAGES = [
  'chat/AssistantPage',
  'hub/HubDetailsPage',
  'calculator/CalculatorPage',
  'calculator/EmbedShell',
];
const manifest = (entry: string, imports: string[] = []) =>
  JSON.stringify({
    'index.html': { file: `assets/${entry}.js`, isEntry: true, imports },
    ...Object.fromEntries(PAGES.map((p) => [`${p}.tsx`, { file: `assets/${p.split('/')[1]}-${entry}.js` }])),
  });

mkdirSync(join(dist, '.vite'), { recursive: true });
write(join(dist, 'index.html'), shell('index-one'));
write(join(dist, '.vite', 'manifest.json'), manifest('index-one'));
const t = testAppForFile({ staticFiles: staticFiles(dist, 'public-key') });
const page = async () => (await t.app.request('/parts/drum')).text();

describe('a rebuild under the running server', () => {
  it('serves the new shell at once, and the last whole one while the build is half done', async () => {
    expect(await page()).toContain('/assets/index-one.js');
    write(join(dist, 'index.html'), shell('index-two'));
    write(join(dist, '.vite', 'manifest.json'), manifest('index-two'));
    expect(await page()).toContain('/assets/index-two.js');

    rmSync(join(dist, 'index.html')); // the build empties dist/ first
    const during = await t.app.request('/parts/drum');
    expect(during.status).toBe(200);
    expect(await during.text()).toContain('/assets/index-two.js');

    write(join(dist, 'index.html'), shell('index-three'));
    // the manifest names a chunk the build has not listed yet: not a whole build
    write(join(dist, '.vite', 'manifest.json'), manifest('index-three', ['_later.js']));
    expect(await page()).toContain('/assets/index-two.js');
    write(join(dist, '.vite', 'manifest.json'), manifest('index-three'));
    expect(await page()).toContain('/assets/index-three.js');
  });

  it("draws first screens with the new build's renderer", async () => {
    const server = join(root, 'server');
    mkdirSync(server, { recursive: true });
    const renderer = (text: string) =>
      `export async function renderPage() { return ${JSON.stringify(`<p>${text}</p>`)}; }`;
    write(join(server, 'prerender.js'), renderer('drawn by build one'));
    const errors: unknown[] = [];
    const { paint } = pageRenderer(dist, { db: null as never, documentBaseUrl: '/documents/' }, (e) =>
      errors.push(e),
    );
    expect((await paint('/replace/choose-calculator'))?.markup).toBe('<p>drawn by build one</p>');
    write(join(server, 'prerender.js'), renderer('drawn by build two'));
    expect((await paint('/replace/choose-calculator'))?.markup).toBe('<p>drawn by build two</p>');
    expect(errors).toEqual([]);
  });
});
