// Sessions live in the database: a session created before a restart is there, values and step, after it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { SessionJson } from '../../server/calculator/sessions.ts';
import { openDatabase } from '../../server/data/db/client.ts';
import { createLogger } from '../../server/logger.ts';

const KEY = 'test-key-123456';

async function boot(dataDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  const app = createApp({ db: handle.db, apiKeys: [KEY], logger: createLogger('silent') });
  const post = (path: string, body?: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Ocp-Apim-Subscription-Key': KEY, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { post, close: handle.close };
}

type SessionBody = { Session: SessionJson };

describe('restart', () => {
  it('keeps sessions across a server restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sessions-'));
    try {
      const first = await boot(dir);
      const created = (await (
        await first.post('/api/v11/SessionCreate?calculator=embed')
      ).json()) as SessionBody;
      const id = created.Session.id;
      await first.post(`/api/v11/SessionUpdate?id=${id}`, {
        choose_calculator: 0,
        bearing_set_cost: 80,
        wheel_seal_cost: 20,
        replacement_hub_cost_v: 400,
        spindle_nut_cost: 30,
        labor_rate: 100,
        downtime_costs: 100,
        last_step: 'downtime-costs',
      });
      await first.close();

      const second = await boot(dir);
      const read = (await (await second.post(`/api/v11/SessionUpdate?id=${id}`, {})).json()) as SessionBody;
      expect(read.Session).toMatchObject({
        calculator: 'embed',
        lastStep: 'downtime-costs',
        resumeStep: 'results',
      });
      // Replace calculator: 80 + 20 + 0 + 3 h x 100 + 3 h x 100 downtime = 700; 430 + 100 + 100 = 630
      expect(read.Session.results?.rebuild.total).toBe(700);
      expect(read.Session.results?.savings).toBe(70);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
