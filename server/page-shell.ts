// The app shell (dist/client/index.html) as each page is served (decision 044). The client paints only once
// its scripts have run, so what delays the first paint is the chain of requests before that:
// - the style sheet is written into the page (no render-blocking request; its hash goes in the page's
//   Content-Security-Policy, which allows no other inline style);
// - for the pages people open from outside (a link, a bookmark, the embed), the page's own module and its
//   imports are announced with the HTML (modulepreload), so they download alongside the entry instead of
//   after it has run and the router has asked for them.
// Everything is worked out once at start-up from the build's manifest; without one (a test's dist) the
// shell is served as it is.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_ATTR } from '../tools/first-paint-marks.ts';
import { BOOT_SCRIPT } from './first-paint-boot.ts';
import { pagePolicy } from './http/security-headers.ts';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * Pages opened from outside and the page modules (manifest keys, relative to client/) the router loads for
 * them: the three pages issue 17 measures and the embedded calculator. Other pages load as before.
 */
export const LANDING_PAGES: readonly { path: RegExp; modules: readonly string[] }[] = [
  { path: /^\/hub\/?$/, modules: ['chat/AssistantPage.tsx'] },
  { path: /^\/hub\/details\/[^/]+\/?$/, modules: ['hub/HubDetailsPage.tsx'] },
  { path: /^\/replace\/[^/]+(?:\/[^/]+)?\/?$/, modules: ['calculator/CalculatorPage.tsx'] },
  {
    path: /^\/embed\/[^/]+(?:\/[^/]+)?\/?$/,
    modules: ['calculator/EmbedShell.tsx', 'calculator/CalculatorPage.tsx'],
  },
];

export type PageShell = { html: string; contentSecurityPolicy: string | null };
export type PageShells = (path: string) => PageShell;

/** Every file the manifest keys pull in through static imports (JS and CSS), in load order. */
function filesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the client's manifest has no ${key}: update LANDING_PAGES`);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file, ...(chunk.css ?? []));
  };
  for (const key of keys) visit(key);
  return [...new Set(files)];
}

function readManifest(distDir: string): Manifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Writes the page's style sheets into it, except one a chunk's loader looks for (and would fetch again if
 * it found no link to it); returns the page and the hashes of the styles written.
 */
function inlineStyles(html: string, distDir: string, loaderCss: ReadonlySet<string>) {
  const hashes: string[] = [];
  const page = html.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (tag, file: string) => {
      if (loaderCss.has(file) || file.includes('..')) return tag;
      const css = readFileSync(join(distDir, file), 'utf8');
      // a style element ends at the first '</style': such a sheet stays a request
      if (/<\/style/i.test(css)) return tag;
      hashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
      return `<style>${css}</style>`;
    },
  );
  return { page, hashes };
}

/**
 * The shell for each path: `html` with the public API key written in, the styles inline and the page's
 * preload hints; `contentSecurityPolicy` the page policy that allows those styles (null: the default).
 */
export function pageShells(distDir: string, publicApiKey: string): PageShells {
  const raw = readFileSync(join(distDir, 'index.html'), 'utf8').replace(
    '%PUBLIC_API_KEY%',
    publicApiKey.replace(/[^A-Za-z0-9_-]/g, ''),
  );
  const manifest = readManifest(distDir);
  if (!manifest) {
    const plain: PageShell = { html: raw, contentSecurityPolicy: null };
    return () => plain;
  }
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const entryFiles = new Set(filesOf(manifest, entries));
  // style sheets of chunks other than the entry: the module loader adds those itself
  const loaderCss = new Set(
    Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? [] : (chunk.css ?? []))),
  );
  const { page, hashes } = inlineStyles(raw, distDir, loaderCss);
  const contentSecurityPolicy = hashes.length ? pagePolicy({ styleHashes: hashes }) : null;
  const withHints = (modules: readonly string[]): PageShell => {
    const hints = filesOf(manifest, modules)
      .filter((f) => !entryFiles.has(f))
      .map((f) =>
        f.endsWith('.css')
          ? // the page's loader adds the style sheet itself (and waits for it): fetch it now
            `<link rel="preload" as="style" crossorigin href="/${escapeAttr(f)}">`
          : `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}">`,
      );
    return { html: page.replace('</head>', `${hints.join('')}</head>`), contentSecurityPolicy };
  };
  const landing = LANDING_PAGES.map((p) => ({ path: p.path, shell: withHints(p.modules) }));
  const other: PageShell = { html: page, contentSecurityPolicy };
  return (path) => landing.find((p) => p.path.test(path))?.shell ?? other;
}

/**
 * The shell with a page's first screen in #root (server/first-paint.ts) and the API answers it was drawn
 * with in a meta element, which the client puts into its query cache before its first render (main.tsx).
 * A meta, not an inline script: the page's Content-Security-Policy runs no inline script but the boot
 * script (server/first-paint-boot.ts), which starts the app's scripts after the screen's first frame.
 */
export function withFirstPaint(
  html: string,
  markup: string,
  reads: Record<string, unknown>,
  /** The path the screen was drawn for, as the browser asked it: a copy served for another path is not shown. */
  path: string,
): string {
  const meta = `<meta name="first-paint-reads" content="${escapeAttr(JSON.stringify(reads))}">`;
  // callbacks, not replacement strings: '$&' and the like in the markup stay as they are
  let page = html.replace('</head>', () => `${meta}</head>`);
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  let boot = '';
  if (entry) {
    // the screen needs no script to paint: the boot script starts them after its first frame (decision 049)
    const preloads = [...page.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
    page = page.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
    boot = `<script data-entry="${escapeAttr(entry)}" data-preload="${escapeAttr(preloads.join(' '))}">${BOOT_SCRIPT}</script>`;
  }
  return page.replace(
    '<div id="root"></div>',
    () => `<div id="root" ${FIRST_PAINT_ATTR}="${escapeAttr(path)}">${markup}</div>${boot}`,
  );
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
