// An empty catalog (a database migrated and nothing imported yet, or an import of nothing) is a catalog
// like any other: every GET call answers, none fails with a server error or hangs building its indexes
// (the number index once spun for ever on no numbers). Filter categories are catalog data: with none, a
// filter's values are asked of an unknown filter, a 400 that says so.
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../server/http/route-doc.ts';
import { apiRouteDocs } from '../../server/routes/registry.ts';
import type { ChatMessage } from '../../tools/chat/chat-message.ts';
import { chatTurnBody } from '../../tools/chat/chat-turn.ts';
import { testAppForFile } from '../support/test-app.ts';

const ADMIN_TOKEN = 'empty-catalog-admin-token-0123';
const t = testAppForFile({ catalog: false, adminToken: ADMIN_TOKEN });

describe('every GET call on an empty catalog', () => {
  it('answers its documented example with 200, 404 for a number or 400 for a filter the catalog lacks, never 5xx', async () => {
    const answers: string[] = [];
    for (const doc of apiRouteDocs.filter((d) => d.method === 'get')) {
      const url = routeUrl(doc, doc.example?.params, doc.example?.query);
      const res = doc.admin
        ? await t.app.request(url, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
        : await t.get(url);
      answers.push(`${res.status} ${doc.path}`);
      if (res.status === 400) {
        expect(doc.path, 'only a filter is unknown in an empty catalog').toMatch(/\/filtervalues\//);
        const { Error: error } = (await res.json()) as { Error: { Message: string; Issues: unknown[] } };
        expect(error.Message).toMatch(/^Unknown filter/);
        expect(error.Issues).toEqual([
          expect.objectContaining({ message: expect.stringMatching(/^(The catalog has no|Not a hub)/) }),
        ]);
        continue;
      }
      const schema = doc.tool?.output ?? doc.response;
      if (res.status === 200 && schema && (doc.responseType ?? 'application/json') === 'application/json') {
        const parsed = schema.safeParse(await res.json());
        expect(parsed.success, `${doc.path}: ${parsed.error?.message}`).toBe(true);
      }
    }
    expect(answers.filter((a) => !/^(200|400|404) /.test(a))).toEqual([]);
  });
});

describe('the chat on an empty catalog', () => {
  it('answers typed numbers, words and a sentence, each turn with its state, never a server error', async () => {
    const conversation: ChatMessage[] = [];
    const texts = ['10082200', 'hubs', 'rotor', 'kw t800 steer hub', '3900XB', 'start over', 'drum 16.5 x 7'];
    for (const [n, text] of texts.entries()) {
      conversation.push({ id: `u${n}`, role: 'user', parts: [{ type: 'text', text }] });
      const res = await t.post('/api/chat', chatTurnBody('empty', conversation));
      expect(res.status, text).toBe(200);
      const events = await res.text();
      const start = events
        .split('\n')
        .filter((line) => line.startsWith('data: {'))
        .map((line) => JSON.parse(line.slice(6)) as { type: string; messageMetadata?: { state: unknown } })
        .find((e) => e.type === 'start');
      expect(start?.messageMetadata?.state, text).toBeDefined();
      expect(events, text).not.toMatch(/"type":"error"/);
      // a flow's questions on a catalog without its parts say so, not "the part number you entered"
      if (text === 'rotor') expect(events).toContain('The catalog has no rotors yet.');
      conversation.push({
        id: `a${n}`,
        role: 'assistant',
        parts: [],
        metadata: { state: start?.messageMetadata?.state },
      } as ChatMessage);
    }
  });
});
