// The built client's first loads (dist/client, from `npm run build`; `npm test` builds first): no route
// loads the chat SDK, zod, the sanitiser or the database where it must not. Sizes are the bench's to report
// (`npm run bench -- --first-load-only`); this pins what each route pulls in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageShells } from '../../server/page-shell.ts';
import { FIRST_LOAD_ROUTES, filesOf, type Manifest, measureFirstLoads } from '../bench/first-load.ts';

const DIST = join(import.meta.dirname, '..', '..', 'dist', 'client');
const MANIFEST = join(DIST, '.vite', 'manifest.json');

function manifest(): Manifest {
  if (!existsSync(MANIFEST)) throw new Error(`no ${MANIFEST}: run \`npm run build\` first`);
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

describe('first loads of the built client', () => {
  it('load no chunk their route must not', () => {
    const rows = measureFirstLoads(DIST);
    expect(rows.map((r) => [r.route, r.unwanted])).toEqual(FIRST_LOAD_ROUTES.map((r) => [r.route, []]));
  });

  it('name the chunks the rules look for, so a rule cannot pass by matching nothing', () => {
    const m = manifest();
    const files = Object.values(m).map((c) => c.file);
    for (const chunk of ['chat-sdk', 'zod', 'sanitize', 'db'])
      expect(files.some((f) => f.startsWith(`assets/${chunk}-`))).toBe(true);
    // the conversation does load the chat SDK: the same walk finds a chunk when it is there
    const chat = filesOf(m, [...Object.keys(m).filter((k) => m[k]?.isEntry), 'chat/Conversation.tsx']);
    expect(chat.some((f) => f.startsWith('assets/chat-sdk-'))).toBe(true);
  });

  it('keep the UI libraries in their own chunk and the entry modal off every first load (decision 047)', () => {
    const m = manifest();
    const sourcesOf = (prefix: string) => {
      const file = Object.values(m).find((c) => c.file.startsWith(`assets/${prefix}-`))?.file;
      if (!file) throw new Error(`no ${prefix} chunk`);
      const map = JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8')) as { sources: string[] };
      return map.sources;
    };
    // app-ui changes with our code; the libraries must not ride along with it
    expect(sourcesOf('react').some((s) => /node_modules\/preact\//.test(s))).toBe(true);
    expect(sourcesOf('react').some((s) => /node_modules\/react-router\//.test(s))).toBe(true);
    expect(sourcesOf('app-ui').filter((s) => s.includes('node_modules'))).toEqual([]);
    const modal = m['notifications/NotificationEntryModal.tsx']?.file;
    expect(modal).toBeDefined();
    for (const route of FIRST_LOAD_ROUTES) {
      const entry = Object.keys(m).filter((k) => m[k]?.isEntry);
      expect(filesOf(m, [...entry, ...route.modules]), route.route).not.toContain(modal);
    }
  });

  it("announce each landing page's own chunk with the page the server sends (decision 044)", () => {
    const m = manifest();
    const shells = pageShells(DIST, 'k');
    for (const [path, module] of [
      ['/hub', 'chat/AssistantPage.tsx'],
      ['/hub/details/10082200', 'hub/HubDetailsPage.tsx'],
      ['/replace/choose-calculator', 'calculator/CalculatorPage.tsx'],
    ] as const) {
      const { html, contentSecurityPolicy } = shells(path);
      expect(html, path).toContain(`<link rel="modulepreload" crossorigin href="/${m[module]?.file}">`);
      // the one style sheet is in the page, allowed by its hash; no sheet is left to block the first paint
      expect(html, path).toContain('<style>');
      expect(html, path).not.toMatch(/<link rel="stylesheet"/);
      expect(contentSecurityPolicy, path).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    }
  });
});
