// Folders and files the server reads beside its code (migrations, documents, the built client), named
// from the project's root. The server runs as its sources under tsx or as one bundle in dist/
// (scripts/server-bundle.mjs): the root is the nearest folder above this module with a package.json, which
// finds it from either place. Here in the data layer so every layer of the server may use it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

const ROOT = projectRoot();

/** The absolute path of `relative` (with forward slashes) from the project's root. */
export const fromRoot = (relative: string): string => join(ROOT, relative);
