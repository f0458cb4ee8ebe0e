// The first screen of a landing page written into the HTML (decision 045): the page paints from the HTML
// alone instead of after ~100 KB of scripts, and the client takes the elements over. The renderer is the
// client's own routes and pages, built for Node by `npm run build` (dist/server/prerender.js); the API
// answers the page starts with come from the catalog in memory and go into the page as well, so the client's
// first render draws what the HTML shows.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HubNumber } from '../tools/catalog/hub-assembly-details.ts';
import { Lru } from '../tools/catalog/lru.ts';
import { tools } from '../tools/index.ts';
import { runTool, type ToolContext } from '../tools/tool.ts';
import { fileStamp, rebuiltOnChange } from './build-stamp.ts';

/** API answers by the client path they are read at (the client's query keys, decision 032). */
export type Reads = Record<string, unknown>;
type Renderer = {
  renderPage: (url: string, reads: Reads) => Promise<string | null>;
  knownPath: (path: string) => boolean;
};

/** A page's first screen: the markup for #root and the reads it was drawn with. */
export type FirstPaint = { markup: string; reads: Reads };

/** What the built renderer says of a page the server is about to serve. */
export type PageRenderer = {
  /** The first screen of a landing page, or null (another page, or no renderer that could draw it). */
  paint: (path: string) => Promise<FirstPaint | null>;
  /** Whether the app has a page at the path, or would draw its 404 page; true where no renderer says. */
  known: (path: string) => Promise<boolean>;
};

/** Longer than any address of the app (a hub filters address with every answer is a few hundred characters). */
const LONGEST_PATH = 2048;

/** The pages drawn on the server and what each reads first (the same paths its client modules read). */
const PAGES: readonly { path: RegExp; reads: (m: RegExpExecArray, ctx: ToolContext) => Promise<Reads> }[] = [
  {
    path: /^\/hub\/?$/,
    reads: async (_, ctx) => ({ '/api/v11/examplenumbers': await runTool(tools.exampleNumbers, {}, ctx) }),
  },
  {
    path: /^\/hub\/details\/([^/]+)\/?$/,
    // a malformed number reads nothing: the page says "No results" without asking, as in the browser; a
    // number no hub has reads the cross-reference too, which the page asks next (client/data/crossed-number.ts)
    reads: async ([, n = ''], ctx) => {
      if (!HubNumber.safeParse(n).success) return {};
      const details = await runTool(tools.hubAssemblyDetails, { numbers: [n] }, ctx);
      const crossed = details.Results.length
        ? {}
        : {
            [`/api/v11/kits/crossReference/${encodeURIComponent(n)}`]: await runTool(
              tools.crossReferencePartNumber,
              { partNumber: n },
              ctx,
            ),
          };
      return { [`/api/v11/hubassemblydetails/${n}`]: details, ...crossed };
    },
  },
  // the calculators read the visitor's session from the browser's own database: nothing from here
  { path: /^\/(?:replace|embed)\/[^/]+(?:\/[^/]+)?\/?$/, reads: async () => ({}) },
];

/** Markup by path and reads: the same page with the same answers is drawn once. */
const CACHE_SIZE = 500;

/**
 * The first paint of each landing page, or null for other paths, for a path that is too long, and when the
 * renderer was not built or fails (the page is then served with an empty #root and draws as before); and
 * whether a path is one of the app's pages.
 */
export function pageRenderer(
  distDir: string,
  ctx: ToolContext,
  onError: (err: unknown) => void,
): PageRenderer {
  const bundle = join(distDir, '..', 'server', 'prerender.js');
  if (!existsSync(bundle)) return { paint: async () => null, known: async () => true };
  // loaded by the first page served, not at start: a restart stays as quick as before; a rebuild under the
  // running server is loaded afresh (its own URL: a module is imported once per URL) and drawn anew
  const renderer = rebuiltOnChange(fileStamp(bundle), (stamp) => ({
    loading: undefined as Promise<Renderer> | undefined,
    url: `${pathToFileURL(bundle).href}?build=${encodeURIComponent(stamp ?? '')}`,
    cache: new Lru<string, string | null>(CACHE_SIZE),
  }));
  const load = (current: ReturnType<typeof renderer>) =>
    (current.loading ??= (import(current.url) as Promise<Renderer>).catch((err: unknown) => {
      current.loading = undefined; // a bundle caught half-written is imported again next time
      throw err;
    }));
  return {
    paint: async (path) => {
      if (path.length > 200) return null;
      const page = PAGES.map((p) => ({ p, m: p.path.exec(path) })).find((x) => x.m);
      if (!page?.m) return null;
      try {
        const reads = await page.p.reads(page.m, ctx);
        const key = `${path}\n${JSON.stringify(reads)}`;
        const current = renderer();
        let markup = current.cache.get(key);
        if (markup === undefined) {
          markup = await (await load(current)).renderPage(path, reads);
          current.cache.set(key, markup);
        }
        return markup === null ? null : { markup, reads };
      } catch (err) {
        onError(err);
        return null;
      }
    },
    known: async (path) => {
      if (path.length > LONGEST_PATH) return false;
      try {
        const { knownPath } = await load(renderer());
        // a renderer built before it could say: every page is served as known, as before
        return typeof knownPath === 'function' ? knownPath(path) : true;
      } catch (err) {
        onError(err);
        return true;
      }
    },
  };
}
