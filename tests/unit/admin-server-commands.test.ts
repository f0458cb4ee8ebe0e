// Operator commands act through the running server (--server URL, ADMIN_TOKEN) while it holds the embedded
// data folder: they never open the folder themselves, so the folder's lock does not stop them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/data/db/data-dir-lock.ts';
import { runCommand } from '../support/command.ts';
import { loopbackServer } from '../support/loopback-server.ts';
import { TEST_KEY, testAppForFile } from '../support/test-app.ts';

const ADMIN_TOKEN = 'admin-commands-test-token-0123';
const t = testAppForFile({ adminToken: ADMIN_TOKEN, catalog: false });
const served = loopbackServer(t);
const dataDir = mkdtempSync(join(tmpdir(), 'wef-admin-cli-'));
let unlock = () => {};

beforeAll(() => {
  unlock = lockDataDir(dataDir); // as the server does: the commands below must not need the folder
});
afterAll(() => {
  unlock();
  rmSync(dataDir, { recursive: true, force: true });
});

function run(script: string, args: string[], token = ADMIN_TOKEN) {
  return runCommand(script, args, { DATA_DIR: dataDir, ADMIN_TOKEN: token });
}

// each command is its own Node process compiling the project's modules: slow on a busy machine
describe('operator commands with --server', { timeout: 90_000 }, () => {
  it('add and list notifications through the admin API', async () => {
    const added = await run('server/cli/notifications.ts', [
      '--server',
      served.url,
      'add',
      '--title',
      'Through the server',
      '--message',
      'Hello',
    ]);
    expect(added.output).toMatch(/Added notification \d+: Through the server/);
    expect(added.code).toBe(0);
    const listed = await run('server/cli/notifications.ts', ['list', '--server', served.url]);
    expect(listed.output).toContain('Through the server');
  });

  it('read the outbox and refuse a bad catalog through the admin API', async () => {
    const outbox = await run('server/outbox-cli.ts', ['list', '--server', served.url]);
    expect(outbox.output).toContain('The outbox is empty.');
    expect(outbox.code).toBe(0);
    const folder = mkdtempSync(join(tmpdir(), 'wef-bad-catalog-'));
    try {
      writeFileSync(join(folder, 'hub_assemblies.csv'), 'not,a,catalog\n1,2\n');
      const imported = await run('server/catalog/cli/import.ts', [folder, '--server', served.url]);
      expect(imported.output).toContain('the catalog was NOT changed');
      expect(imported.code).toBe(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('print the search report through the admin API', async () => {
    const sent = await t.app.request('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': TEST_KEY },
      body: JSON.stringify({
        events: [{ type: 'search', term: '10031065', selectedItem: null, found: false, source: 'home' }],
      }),
    });
    expect(sent.status).toBe(202);
    const res = await run('server/cli/report.ts', ['searches', '--days', '7', '--server', served.url]);
    expect(res.output).toMatch(/Numbers that found nothing[\s\S]*10031065/);
    expect(res.code).toBe(0);
  });

  it.each([
    ['an unknown option', ['searches', '--since', 'yesterday']],
    ['negative days', ['searches', '--days=-5']],
    ['days past ten years', ['searches', '--days', '99999999']],
    ['a 5,000-character limit', ['searches', '--limit', 'x'.repeat(5000)]],
  ])('refuse report arguments (%s) with the usage, no stack and no database', async (_, args) => {
    const res = await run('server/cli/report.ts', args);
    expect(res.code).toBe(2);
    expect(res.output).toContain('Usage: npm run report -- searches');
    expect(res.output).not.toMatch(/\n\s+at |node:internal|Failed query/);
  });

  it.each([
    ['a limit past the most', ['list', '--limit', '5000']],
    ['a limit of none', ['list', '--limit', '0']],
    ['an unknown status', ['list', '--status', 'lost']],
    ['an unknown option', ['list', '--dry-run']],
    ['an id that is no number', ['show', 'abc']],
    ['no command', []],
  ])('refuse outbox arguments (%s) with the usage, no stack and no database', async (_, args) => {
    const res = await run('server/outbox-cli.ts', args);
    expect(res.code).toBe(2);
    expect(res.output).toContain('Usage:\n  npm run outbox -- list');
    expect(res.output).not.toMatch(/\n\s+at |node:internal|Failed query/);
  });

  it('stop with the server message on a wrong token', async () => {
    const res = await run('server/outbox-cli.ts', ['list', '--server', served.url], 'wrong-token-0123456789');
    expect(res.code).toBe(1);
    expect(res.output).toContain('The server answered 401');
  });
});
