// Catalog document links (warranty, GAWR note, installation bulletin) as URLs. A link is catalog data,
// never trusted HTML: absolute http(s) links are kept, relative ones resolve against the document host
// and must stay under it, every other scheme (javascript:, data:, file:, ...) yields no link at all.

/** The app serves its own documents here (server/routes/documents.ts) unless DOCUMENT_BASE_URL says otherwise. */
export const DEFAULT_DOCUMENT_BASE = '/documents/';

// Any origin works: it only lets the URL parser resolve paths of a base without one ('/documents/').
const PATH_ONLY_ORIGIN = 'http://document-base.invalid';

/** True for an absolute http(s) URL or a path from the root ('/documents'), the two forms of a base. */
export function isDocumentBase(base: string): boolean {
  // no query or fragment: file names are appended to the base's path
  if (/[\s\\?#]/.test(base)) return false;
  if (base.startsWith('/')) return !base.startsWith('//');
  return /^https?:\/\/[^/]/i.test(base) && URL.canParse(base);
}

/** The base as a folder: with exactly one trailing slash, so file names resolve inside it. */
export function normalizeDocumentBase(base: string): string {
  const trimmed = base.trim();
  if (!isDocumentBase(trimmed)) throw new Error(`Not a document base URL: ${base}`);
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

/**
 * Links already resolved, per base and link: a catalog names a handful of documents, and every hub answer
 * (a dozen per chat turn) resolved its links with two or three URL parses each. Emptied when full, so a
 * catalog of odd links cannot grow it.
 */
const resolvedLinks = new Map<string, string | null>();
const RESOLVED_LINKS_MAX = 1_000;

/**
 * The URL of one catalog link, or null when the link is empty or unsafe. Absolute http(s) links are used
 * as they are (normalized); anything without a scheme resolves against `base` and must stay inside it.
 */
export function resolveDocumentUrl(
  link: string | null | undefined,
  base: string = DEFAULT_DOCUMENT_BASE,
): string | null {
  if (!link) return null;
  const key = `${base}\n${link}`;
  const known = resolvedLinks.get(key);
  if (known !== undefined) return known;
  const url = resolveLink(link, base);
  if (resolvedLinks.size >= RESOLVED_LINKS_MAX) resolvedLinks.clear();
  resolvedLinks.set(key, url);
  return url;
}

function resolveLink(link: string, base: string): string | null {
  const raw = link.trim();
  if (!raw) return null;
  // Browsers drop tabs and newlines inside URLs and read '\' as '/': refuse instead of guessing.
  if (raw.includes('\\') || [...raw].some((ch) => (ch.codePointAt(0) ?? 0) < 0x20 || ch === '\u007f'))
    return null;
  // Protocol-relative ('//host/x') would leave the document host without saying so.
  if (raw.startsWith('//')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    if (!/^https?:\/\/[^/\\]/i.test(raw) || !URL.canParse(raw)) return null;
    return new URL(raw).href;
  }
  const folder = normalizeDocumentBase(base);
  const absoluteBase = folder.startsWith('/') ? `${PATH_ONLY_ORIGIN}${folder}` : folder;
  // 'gawr.html' and '/gawr.html' both name a file in the document folder.
  const resolved = URL.canParse(raw.replace(/^\/+/, ''), absoluteBase)
    ? new URL(raw.replace(/^\/+/, ''), absoluteBase)
    : null;
  const baseUrl = new URL(absoluteBase);
  // inside the folder, and a file in it rather than the folder itself
  if (!resolved?.href.startsWith(baseUrl.href) || resolved.pathname === baseUrl.pathname) return null;
  return folder.startsWith('/') ? resolved.href.slice(PATH_ONLY_ORIGIN.length) : resolved.href;
}
