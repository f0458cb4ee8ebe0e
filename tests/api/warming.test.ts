// Right after a start the server listens while its catalog indexes are still being built: number search
// and filter values answer 503 'warming' with Retry-After, readiness says not ready, liveness answers, and
// the chat says so in words; once the warm-up is done all of them answer as usual. The warm-up is the
// server start's own (warmIndexes), held back by the promise it takes until the test lets it go.
import { describe, expect, it } from 'vitest';
import { interchanges } from '../../server/data/db/schema.ts';
import { warmIndexes } from '../../server/data/index-warmup.ts';
import { WARMING_RETRY_AFTER_SECONDS } from '../../server/http/warming.ts';
import { WARMING_REPLY } from '../../server/routes/chat.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const search = (text: string) => `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`;
const FILTER_VALUES = '/api/v15/hubassembly/filtervalues/hanum';

async function expectWarming(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('Retry-After')).toBe(String(WARMING_RETRY_AFTER_SECONDS));
  const body = (await res.json()) as { Status: string; Error: { Code: string; Message: string } };
  expect(body.Status).toBe('ERROR');
  expect(body.Error.Code).toBe('warming');
  expect(body.Error.Message).toMatch(/try again/);
}

/** The chat's answer to a typed number: its text. */
async function chatText(text: string): Promise<{ status: number; text: string }> {
  const res = await t.post('/api/chat', {
    id: 'warm',
    message: { id: 'u1', role: 'user', parts: [{ type: 'text', text }] },
    state: null,
  });
  let said = '';
  for (const line of (await res.text()).split('\n')) {
    if (!line.startsWith('data: {')) continue;
    const e = JSON.parse(line.slice(6)) as { type: string; delta?: string };
    if (e.type === 'text-delta') said += e.delta ?? '';
  }
  return { status: res.status, text: said };
}

describe('while the catalog indexes warm up after a start', () => {
  it('says warming where the indexes are needed, answers the rest, and serves everything once warm', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const warm = warmIndexes(t.db, held);
    const [known] = await t.db.select({ number: interchanges.partNumber }).from(interchanges).limit(1);
    const number = known?.number as string;

    await expectWarming(await t.get(search(number)));
    await expectWarming(await t.get(FILTER_VALUES));
    await expectWarming(await t.get('/api/ready', null));
    // a second call still warms: calls never start a build of their own behind the warm-up's back
    await expectWarming(await t.get(search(number)));
    expect((await t.get('/api/health', null)).status).toBe(200);
    const warmingChat = await chatText(number);
    expect(warmingChat.status).toBe(200);
    expect(warmingChat.text).toBe(WARMING_REPLY);

    release();
    const report = await warm;
    expect(report.numbers).toBeGreaterThan(0);
    expect(report.facets).toBeGreaterThan(0);

    const found = await t.get(search(number));
    expect(found.status).toBe(200);
    expect(((await found.json()) as { Results: unknown[] }).Results.length).toBeGreaterThan(0);
    expect((await t.get(FILTER_VALUES)).status).toBe(200);
    const ready = await t.get('/api/ready', null);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ Status: 'OK', Database: 'up' });
    const chat = await chatText(number);
    expect(chat.status).toBe(200);
    expect(chat.text).not.toBe(WARMING_REPLY);
    expect(chat.text.length).toBeGreaterThan(0);
  });
});
