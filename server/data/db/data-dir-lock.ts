// One process per embedded data folder: PGlite is a single-process database, and a second process writing
// the same folder corrupts it. The opener writes its pid to DATA_DIR/app.lock; a lock whose process is
// gone (a crash, kill -9, a restarted container) is taken over.

import { closeSync, openSync, readFileSync, renameSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'app.lock';

/** Folders this process holds: a lock file with our own pid is stale unless it is one of these. */
const heldHere = new Set<string>();

type Holder = { pid: number; host: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process (pid ${holder.pid} on ${holder.host}).\n` +
        'Only one process may open an embedded database folder. Either stop the server first, or run the\n' +
        'command against the running server with --server URL (the admin API; set ADMIN_TOKEN), or use\n' +
        'PostgreSQL (DATABASE_URL), which any number of processes may share.\n' +
        `If no such process exists, remove ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function readHolder(path: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host }
      : null;
  } catch {
    return null; // unreadable or half written: nobody can be relying on it
  }
}

/** Whether the holder may still be running: another host's process cannot be checked, so it counts. */
function holderAlive(holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false; // a previous run that had our pid (pid 1 in a container)
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DataDirLockedError at once; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname() };
  if (heldHere.has(path)) throw new DataDirLockedError(dataDir, me);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      heldHere.add(path);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        const holder = readHolder(path);
        if (holder) throw new DataDirLockedError(dataDir, holder);
        throw err;
      }
      const holder = readHolder(path);
      if (holder && holderAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      // a stale lock: move it aside (one of two racing openers wins the rename) and try once more
      const aside = `${path}.stale-${process.pid}`;
      try {
        renameSync(path, aside);
        rmSync(aside, { force: true });
      } catch {
        // another opener moved it first; the next attempt sees its lock
      }
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(path);
    const holder = readHolder(path);
    if (holder?.pid === me.pid && holder.host === me.host) {
      try {
        unlinkSync(path);
      } catch {
        // already gone
      }
    }
  };
  // an exit without close (an uncaught error) still frees the folder; kill -9 leaves a stale lock
  process.once('exit', release);
  return () => {
    process.removeListener('exit', release);
    release();
  };
}
