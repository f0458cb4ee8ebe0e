// GET /documents/{name}: the product documents that catalog links name (warranty, GAWR ratings,
// installation bulletin), served from server/documents. Only files found in that folder at start can be
// asked for, by exact name, so no path from a request ever reaches the file system.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Hono } from 'hono';
import { fromRoot } from '../data/project-files.ts';

export const DOCUMENTS_DIR = fromRoot('server/documents');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A file name we serve: lower-case letters, digits and dashes, one known extension. */
const DOCUMENT_NAME = /^[a-z0-9][a-z0-9-]{0,79}\.(html|css|pdf|svg|png)$/;

// The pages may load their stylesheet and pictures from here and nothing else: no scripts, no forms.
const DOCUMENT_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

type DocumentFile = { body: Uint8Array<ArrayBuffer>; type: string; etag: string };

export function loadDocuments(dir: string = DOCUMENTS_DIR): Map<string, DocumentFile> {
  const files = new Map<string, DocumentFile>();
  for (const name of readdirSync(dir)) {
    const type = CONTENT_TYPES[extname(name)];
    if (!type || !DOCUMENT_NAME.test(name)) continue;
    const body = new Uint8Array(readFileSync(join(dir, name)));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    files.set(name, { body, type, etag });
  }
  return files;
}

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Document not found</title><link rel="stylesheet" href="/documents/document.css"></head>
<body><main><h1>Document not found</h1>
<p>There is no document by that name. It may have been renamed or withdrawn.</p>
<p class="back"><a href="/hub">Back to the parts finder</a></p></main></body></html>
`;

export function documentRoutes(files: Map<string, DocumentFile> = loadDocuments()) {
  return new Hono()
    .get('/:name', (c) => {
      const name = c.req.param('name');
      const file = DOCUMENT_NAME.test(name) ? files.get(name) : undefined;
      if (!file) return c.html(NOT_FOUND_PAGE, 404, { 'Content-Security-Policy': DOCUMENT_CSP });
      const headers = {
        'Content-Type': file.type,
        'Cache-Control': 'public, max-age=3600',
        ETag: file.etag,
        'Content-Security-Policy': DOCUMENT_CSP,
      };
      if (c.req.header('If-None-Match') === file.etag) return c.body(null, 304, headers);
      return c.body(file.body, 200, headers);
    })
    .all('*', (c) => c.html(NOT_FOUND_PAGE, 404, { 'Content-Security-Policy': DOCUMENT_CSP }));
}
