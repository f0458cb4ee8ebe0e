// POST /api/events: validation, scrubbing of personal data, storage, per-client rate limit; the search report.
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatSearchReport, searchReport } from '../../server/analytics/search-report.ts';
import { createApp } from '../../server/app.ts';
import { analyticsEvents } from '../../server/data/db/schema.ts';
import { createLogger } from '../../server/logger.ts';
import type { AnalyticsEvent } from '../../tools/analytics/event.ts';
import { TEST_KEY, testAppForFile } from '../support/test-app.ts';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';
const t = testAppForFile({ eventsRateLimitPerMinute: 1000, adminToken: ADMIN_TOKEN });

type Sender = { request: (path: string, init: RequestInit) => Response | Promise<Response> };
const send = (body: unknown, app: Sender = t.app, headers: Record<string, string> = {}) =>
  app.request('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': TEST_KEY, ...headers },
    body: JSON.stringify(body),
  });

const latest = (n: number) => t.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(n);

describe('POST /api/events', () => {
  it('stores every kind of event', async () => {
    const events: AnalyticsEvent[] = [
      { type: 'page_view', path: '/hub/choose-path' },
      { type: 'search', term: '10031065', selectedItem: 'ConMet 10031065', found: true, source: 'home' },
      { type: 'no_result', term: '99-999' },
      { type: 'search_failure', url: 'http://localhost/hub/details/1', message: 'TypeError: x is undefined' },
    ];
    const res = await send({ events });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ Status: 'OK', Accepted: 4 });
    const rows = (await latest(4)).reverse();
    expect(rows.map((r) => r.type)).toEqual(['page_view', 'search', 'no_result', 'search_failure']);
    expect(rows[0]?.path).toBe('/hub/choose-path');
    expect(rows[1]).toMatchObject({
      term: '10031065',
      normalizedTerm: '10031065',
      selectedItem: 'ConMet 10031065',
      found: true,
      source: 'home',
    });
    expect(rows[2]).toMatchObject({ term: '99-999', normalizedTerm: '99999' });
    expect(rows[3]).toMatchObject({
      url: 'http://localhost/hub/details/1',
      message: 'TypeError: x is undefined',
    });
  });

  it('keeps no personal data: query strings, fragments, user info and e-mail addresses are dropped', async () => {
    const res = await send({
      events: [
        { type: 'page_view', path: '/calculator/email?recipientEmail=jo@example.com&name=Jo#top' },
        { type: 'page_view', path: '/hub/mail/jo.doe@example.com' },
        { type: 'search', term: 'call me jo@example.com', selectedItem: null, found: false, source: 'chat' },
        {
          type: 'search_failure',
          url: 'https://user:pw@parts.example/hub?email=a@b.co',
          message: `failed for a@b.co ${'x'.repeat(1500)}`,
        },
      ],
    });
    expect(res.status).toBe(202);
    const [path1, path2, search, failure] = (await latest(4)).reverse();
    expect(path1?.path).toBe('/calculator/email');
    expect(path2?.path).toBe('/hub/mail/[email]');
    expect(search?.term).toBe('call me [email]');
    expect(failure?.url).toBe('https://parts.example/hub');
    expect(failure?.message?.startsWith('failed for [email] xxx')).toBe(true);
    expect(failure?.message?.length).toBe(500);
  });

  it('rejects malformed batches with the field named and stores nothing', async () => {
    const before = (await latest(1))[0]?.id;
    const tooMany = Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/hub' }));
    const cases: [unknown, string][] = [
      [{ events: [] }, 'json.events'],
      [{ events: tooMany }, 'json.events'],
      [{ events: [{ type: 'click', path: '/hub' }] }, 'json.events.0.type'],
      [{ events: [{ type: 'search', term: '1', source: 'home' }] }, 'json.events.0.found'],
      [{ events: [{ type: 'page_view', path: '/hub', email: 'a@b.co' }] }, 'json.events.0'],
      [{ events: [{ type: 'page_view', path: 'x'.repeat(2001) }] }, 'json.events.0.path'],
      // control characters are refused where text is stored (PostgreSQL cannot store a NUL)
      [{ events: [{ type: 'page_view', path: '/hub\u0000' }] }, 'json.events.0.path'],
      [{ events: [{ type: 'no_result', term: '1003\u0007' }] }, 'json.events.0.term'],
      [{ events: [{ type: 'search_failure', url: 'http://x/\u0000', message: 'm' }] }, 'json.events.0.url'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const issues = (await res.json()).Error.Issues as { field: string }[];
      expect(issues.map((i) => i.field)).toContain(field);
    }
    expect((await latest(1))[0]?.id).toBe(before);
  });

  it('needs the subscription key', async () => {
    const res = await t.app.request('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [{ type: 'page_view', path: '/hub' }] }),
    });
    expect(res.status).toBe(401);
  });

  it('limits each client per minute, counting in the database, and starts again next minute', async () => {
    let now = new Date('2030-01-01T10:00:05Z');
    const deps = {
      db: t.db,
      apiKeys: [TEST_KEY],
      logger: createLogger('silent'),
      eventsRateLimitPerMinute: 3,
      trustProxy: true,
      clock: () => now,
    };
    // two app instances on one database stand for two servers behind a load balancer
    const serverA = createApp(deps);
    const serverB = createApp(deps);
    const batch = { events: [{ type: 'page_view', path: '/hub' }] };
    const client1 = { 'X-Forwarded-For': '203.0.113.7' };
    const client2 = { 'X-Forwarded-For': '10.0.0.1, 198.51.100.2' }; // the last hop counts

    expect((await send(batch, serverA, client1)).status).toBe(202);
    expect((await send(batch, serverB, client1)).status).toBe(202);
    expect((await send(batch, serverA, client1)).status).toBe(202);
    const limited = await send(batch, serverB, client1);
    expect(limited.status).toBe(429);
    expect((await limited.json()).Error.Code).toBe('rate_limited');
    expect(limited.headers.get('Retry-After')).toBe('55');

    expect((await send(batch, serverA, client2)).status).toBe(202);

    now = new Date('2030-01-01T10:01:00Z');
    expect((await send(batch, serverA, client1)).status).toBe(202);
  });
});

describe('search report', () => {
  it('ranks the most searched numbers and the numbers that found nothing', async () => {
    await t.db.delete(analyticsEvents);
    const search = (term: string, found: boolean) =>
      ({ type: 'search', term, selectedItem: null, found, source: 'home' }) as const;
    const res = await send({
      events: [
        search('10031065', true),
        search('10-031-065', true),
        search('10031065', true),
        search('A-22360', false),
        search('a22360', false),
        search('555', true),
        { type: 'no_result', term: 'A 22360' },
        { type: 'no_result', term: '77777' },
        { type: 'page_view', path: '/hub' },
      ],
    });
    expect(res.status).toBe(202);
    const report = await searchReport(t.db, { limit: 5 });
    expect(report).toEqual({
      mostSearched: [
        { term: '10031065', count: 3 },
        { term: 'A22360', count: 2 },
        { term: '555', count: 1 },
      ],
      notFound: [
        { term: 'A22360', count: 3 },
        { term: '77777', count: 1 },
      ],
    });
    expect(formatSearchReport(report)).toBe(
      [
        'Most searched numbers',
        '     Number    Count',
        '  1. 10031065  3',
        '  2. A22360    2',
        '  3. 555       1',
        '',
        'Numbers that found nothing (gaps in the cross-reference)',
        '     Number  Count',
        '  1. A22360  3',
        '  2. 77777   1',
      ].join('\n'),
    );

    const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const overHttp = await t.app.request('/api/admin/reports/searches?limit=5', { headers: auth });
    expect(await overHttp.json()).toEqual({ Status: 'OK', ...report });
    const noResults = await t.app.request('/api/admin/events?type=no_result', { headers: auth });
    const terms = (await noResults.json()).Results.map((r: { term: string }) => r.term);
    expect(terms).toEqual(['77777', 'A 22360']);
    expect((await t.app.request('/api/admin/reports/searches')).status).toBe(401);
  });
});
