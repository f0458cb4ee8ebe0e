// The server killed with SIGKILL in the middle of writes to its embedded database: on restart (its stale
// data folder lock taken over) every write it had acknowledged is there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

const HEADERS = { 'Ocp-Apim-Subscription-Key': 'web-client-public-key', 'Content-Type': 'application/json' };
type SessionAnswer = { Status: string; Session: { id: number; laborRate: number | null } };

let app: RunningServer;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app?.stop());

const post = async (path: string, body?: unknown) => {
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: HEADERS,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as SessionAnswer;
};

describe('kill -9 during writes', () => {
  it('keeps every acknowledged write', async () => {
    const sessions: number[] = [];
    for (let i = 0; i < 8; i++)
      sessions.push((await post('/api/v11/SessionCreate?calculator=replace')).Session.id);
    /** The last acknowledged labor rate per session. */
    const acknowledged = new Map<number, number>();
    let killed = false;
    const writers = sessions.map(async (id, w) => {
      for (let n = 1; n <= 500 && !killed; n++) {
        const rate = w * 1000 + n;
        try {
          const answer = await post(`/api/v11/SessionUpdate?id=${id}`, { labor_rate: rate });
          if (answer.Status === 'OK') acknowledged.set(id, rate);
        } catch {
          return; // the server is gone: this write was never acknowledged
        }
      }
    });
    // kill once a good number of writes were acknowledged, while the writers keep going
    while ([...acknowledged.values()].length < sessions.length) await new Promise((r) => setImmediate(r));
    await app.crash();
    killed = true;
    await Promise.all(writers);

    await app.resume(); // takes over the lock the killed process left behind
    for (const [id, rate] of acknowledged) {
      const answer = await post(`/api/v11/SessionUpdate?id=${id}`, {});
      // the acknowledged value, or the one write in flight when the process died (each writer counts up)
      expect([rate, rate + 1], `session ${id}`).toContain(answer.Session.laborRate);
    }
    console.log(`[faults] ${acknowledged.size} sessions: every acknowledged write kept after kill -9`);
  });
});
