// What a route's first load downloads, read from the built client's manifest (dist/client/.vite/manifest.json):
// the entry's static imports and CSS, plus the lazily loaded page modules the route matches and their static
// imports (the router loads a route's `lazy` modules before it renders). Sizes are the gzipped bytes of each
// file, each file counted once per route. Dynamic imports a page starts later are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/**
 * A route, the page modules (manifest keys, relative to client/) the router loads for it, its target, and
 * the chunks it must not load (a shared piece that starts importing zod pulls it into every page).
 */
export type RouteLoad = { route: string; modules: string[]; budgetKb: number; forbidden: RegExp };

// db (the browser's database): client/local-db.ts loads it after the first paint on every page
const NOT_ON_PAGES = /^assets\/(chat-sdk|zod|sanitize|db)-/;

/** The routes the issue names, with their targets (KB of gzipped JS + CSS). */
export const FIRST_LOAD_ROUTES: RouteLoad[] = [
  {
    route: '/hub',
    modules: ['chat/AssistantPage.tsx'],
    budgetKb: 150,
    // the chat SDK comes with the conversation, fetched while the page opens its store (decision 035)
    forbidden: /^assets\/(chat-sdk|sanitize|db)-/,
  },
  {
    route: '/hub/choose-path (classic page)',
    modules: ['hub/ChoosePathPage.tsx'],
    budgetKb: 110,
    forbidden: NOT_ON_PAGES,
  },
  {
    route: '/hub/find-assembly (classic page)',
    modules: ['hub/FindAssemblyPage.tsx'],
    budgetKb: 110,
    forbidden: NOT_ON_PAGES,
  },
  { route: '/hub/details/:n', modules: ['hub/HubDetailsPage.tsx'], budgetKb: 110, forbidden: NOT_ON_PAGES },
  {
    route: '/embed/choose-calculator',
    modules: ['calculator/EmbedShell.tsx', 'calculator/CalculatorPage.tsx'],
    budgetKb: 110,
    // the calculator checks its forms without zod (tools/engine/shared/calculator/input-rules.ts)
    forbidden: NOT_ON_PAGES,
  },
];

/** Every file a set of manifest keys pulls in through static imports, with their CSS. */
export function filesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

export type FirstLoadRow = RouteLoad & {
  files: number;
  rawKb: number;
  gzipKb: number;
  over: boolean;
  /** Files the route loads that it must not. */
  unwanted: string[];
};

/** Gzipped first-load size per route; `sizeOf` gives a file's raw and gzipped bytes. */
export function firstLoads(
  manifest: Manifest,
  routes: readonly RouteLoad[],
  sizeOf: (file: string) => { raw: number; gzip: number },
): FirstLoadRow[] {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  // the app's one style sheet (build.cssCodeSplit off, decision 044): in every page, on no chunk's list
  const sheet = manifest['style.css']?.file;
  return routes.map((r) => {
    const files = [...filesOf(manifest, [...entries, ...r.modules]), ...(sheet ? [sheet] : [])];
    const sizes = files.map(sizeOf);
    const kb = (n: number) => Math.round(n / 102.4) / 10;
    const gzipKb = kb(sizes.reduce((s, x) => s + x.gzip, 0));
    const rawKb = kb(sizes.reduce((s, x) => s + x.raw, 0));
    const unwanted = files.filter((f) => r.forbidden.test(f));
    return { ...r, files: files.length, rawKb, gzipKb, over: gzipKb > r.budgetKb, unwanted };
  });
}

/** Reads the built client in `distDir` (dist/client) and measures each route's first load. */
export function measureFirstLoads(distDir: string, routes = FIRST_LOAD_ROUTES): FirstLoadRow[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    throw new Error(`no ${manifestPath}: run \`npm run build\` first`);
  }
  return firstLoads(manifest, routes, (file) => {
    const bytes = readFileSync(join(distDir, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

/** The markdown table the bench prints, and one warning line per route over its target. */
export function firstLoadReport(rows: readonly FirstLoadRow[]): { table: string[]; warnings: string[] } {
  const table = [
    '| route (first load) | files | JS+CSS KB | gzip KB | target gzip KB |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) => `| ${r.route} | ${r.files} | ${r.rawKb} | ${r.gzipKb}${r.over ? ' ⚠' : ''} | ≤ ${r.budgetKb} |`,
    ),
  ];
  const warnings = [
    ...rows
      .filter((r) => r.over)
      .map(
        (r) =>
          `WARNING: first load of ${r.route} is ${r.gzipKb} KB gzipped, over its ${r.budgetKb} KB target`,
      ),
    ...rows
      .filter((r) => r.unwanted.length)
      .map((r) => `WARNING: first load of ${r.route} includes ${r.unwanted.join(', ')}`),
  ];
  return { table, warnings };
}
