// One process per embedded data folder: a second opener (an operator command beside the server) stops at
// once with a message that says what to do, and a lock left by a process that died is taken over.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../server/data/db/data-dir-lock.ts';
import { runCommand } from '../support/command.ts';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wef-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs an operator command as its own process on the data folder. */
const runOn = (script: string, args: string[], dataDir: string) =>
  runCommand(script, args, { DATA_DIR: dataDir });

describe('the data folder lock', () => {
  it('stops a second process at once, telling it what to do, without touching the folder', async () => {
    const dir = folder();
    const release = lockDataDir(dir);
    try {
      for (const [script, args] of [
        ['server/cli/notifications.ts', ['list']],
        ['server/catalog/cli/import.ts', [dir]],
      ] as const) {
        const { code, output } = await runOn(script, [...args], dir);
        expect(code, script).toBe(1);
        expect(output, script).toContain(`pid ${process.pid}`);
        expect(output, script).toMatch(/stop the server/i);
        expect(output, script).toContain('--server URL');
        expect(output, script).toContain('DATABASE_URL');
      }
      // PGlite never opened the folder: only the lock is there
      expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    } finally {
      release();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second open in the same process', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
    lockDataDir(dir)();
  });

  it('takes over a lock whose process has died', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: gone, host: hostname() }));
    const release = lockDataDir(dir);
    release();
  });

  it("keeps another host's lock, which it cannot check", () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: `not-${hostname()}` }));
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
  });
});
