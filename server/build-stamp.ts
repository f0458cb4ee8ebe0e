// An operator who rebuilds the client under a running server (`npm run build`, then the restart) replaces
// the page shell and deletes the old hashed scripts: a shell read once at start then names scripts that are
// gone, and every page stays blank until the restart. The server looks at the build's files again on each
// page (one stat) and takes the new build as soon as it is whole.
import { statSync } from 'node:fs';

const mtime = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? null;

/**
 * The files' modification times as one stamp, or null while the first is missing (a build in progress
 * empties dist/ first). The others may be missing (a build without a manifest); a file written later in
 * the same build changes the stamp again, so the build is read again once it is complete.
 */
export function fileStamp(path: string, ...others: string[]): () => string | null {
  return () => {
    const first = mtime(path);
    return first === null ? null : [first, ...others.map(mtime)].join(':');
  };
}

/**
 * What `make` built from the current build (given its stamp), made again when the stamp changed; while the new build is not
 * whole (the stamp gone, or `make` throws on a half-written build) the last good one is kept and tried again
 * on the next call.
 */
export function rebuiltOnChange<T>(stamp: () => string | null, make: (stamp: string | null) => T): () => T {
  let built = stamp();
  let current = make(built);
  return () => {
    const now = stamp();
    if (now === null || now === built) return current;
    try {
      current = make(now);
      built = now;
    } catch {
      // half a build: serve the last whole one until the next call finds it complete
    }
    return current;
  };
}
