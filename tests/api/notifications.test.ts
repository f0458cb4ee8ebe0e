// Notifications API: the public list's shape, the admin API's token guard, the operator command.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { notifications } from '../../server/data/db/schema.ts';
import { createLogger } from '../../server/logger.ts';
import { runNotificationsCommand } from '../../server/notifications/command.ts';
import { seedDemoNotifications } from '../../server/notifications/demo.ts';
import { ApiNotificationListSchema } from '../../tools/notifications/notification.ts';
import { TEST_KEY, testAppForFile } from '../support/test-app.ts';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';
const t = testAppForFile({ adminToken: ADMIN_TOKEN });

const admin = (path: string, init: RequestInit = {}, token: string | null = ADMIN_TOKEN) =>
  t.app.request(`/api/admin${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
  });

const post = (body: unknown, token: string | null = ADMIN_TOKEN) =>
  admin('/notifications', { method: 'POST', body: JSON.stringify(body) }, token);

describe('GET /api/v11/aftermarketnotification', () => {
  it('returns a plain array in the specification shape, Sticky as a string', async () => {
    const created = await post({
      Title: 'Update available',
      Message: '<p>Version <b>2.2</b> is out</p>',
      Link: ['https://example.com/a', '/hub'],
      Sticky: true,
      IsUpdateButton: true,
      UpdateLink: 'https://example.com/update',
      TargetOS: 'Web',
      Version: '<2.2.0',
    });
    expect(created.status).toBe(201);
    await post({ Title: 'Plain', Message: 'Hello', Link: 'https://example.com/x', IsSilent: true });

    const res = await t.get('/api/v11/aftermarketnotification');
    expect(res.status).toBe(200);
    const body = await res.json();
    const list = ApiNotificationListSchema.parse(body);
    const update = list.find((n) => n.Title === 'Update available');
    expect(update).toEqual({
      Id: expect.any(Number),
      Title: 'Update available',
      Message: '<p>Version <b>2.2</b> is out</p>',
      Link: ['https://example.com/a', '/hub'],
      IsSilent: false,
      Sticky: 'true',
      IsUpdateButton: true,
      UpdateLink: 'https://example.com/update',
      TargetOS: 'Web',
      Version: '<2.2.0',
    });
    const plain = list.find((n) => n.Title === 'Plain');
    expect(plain).toMatchObject({
      Link: 'https://example.com/x',
      IsSilent: true,
      Sticky: 'false',
      IsUpdateButton: false,
      UpdateLink: null,
      TargetOS: null,
      Version: null,
    });
  });

  it('needs the subscription key', async () => {
    const res = await t.get('/api/v11/aftermarketnotification', null);
    expect(res.status).toBe(401);
  });
});

describe('admin API', () => {
  it('refuses without a token and with a wrong one, and stores nothing', async () => {
    const before = (await (await t.get('/api/v11/aftermarketnotification')).json()).length;
    const none = await post({ Title: 'X', Message: 'Y' }, null);
    expect(none.status).toBe(401);
    expect((await none.json()).Error.Code).toBe('unauthorized');
    const wrong = await post({ Title: 'X', Message: 'Y' }, `${ADMIN_TOKEN}x`);
    expect(wrong.status).toBe(401);
    expect((await admin('/notifications', {}, 'short')).status).toBe(401);
    expect((await admin('/notifications/1', { method: 'DELETE' }, 'nope')).status).toBe(401);
    const after = (await (await t.get('/api/v11/aftermarketnotification')).json()).length;
    expect(after).toBe(before);
  });

  it('does not accept a client subscription key in place of the admin token', async () => {
    const res = await t.app.request('/api/admin/notifications', {
      headers: { 'Ocp-Apim-Subscription-Key': TEST_KEY },
    });
    expect(res.status).toBe(401);
  });

  it('lists, adds and removes with the token', async () => {
    const created = await post({ Title: 'Temporary', Message: '<p>soon gone</p>' });
    const id = (await created.json()).Results[0].Id as number;
    const listed = await (await admin('/notifications')).json();
    expect(listed.Results.map((n: { Id: number }) => n.Id)).toContain(id);

    expect((await admin(`/notifications/${id}`, { method: 'DELETE' })).status).toBe(200);
    const publicList = await (await t.get('/api/v11/aftermarketnotification')).json();
    expect(publicList.map((n: { Id: number }) => n.Id)).not.toContain(id);
    expect((await admin(`/notifications/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('rejects invalid notifications naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ Title: '', Message: 'x' }, 'json.Title'],
      [{ Title: 'x', Message: 'x', Version: '2.x' }, 'json.Version'],
      [{ Title: 'x', Message: 'x', TargetOS: 'Windows' }, 'json.TargetOS'],
      [{ Title: 'x', Message: 'x', Link: 'javascript:alert(1)' }, 'json.Link'],
      [{ Title: 'x', Message: 'x', IsUpdateButton: true }, 'json.UpdateLink'],
      // control characters never reach the database (a NUL once answered 500)
      [{ Title: 'a\u0000b', Message: 'x' }, 'json.Title'],
      [{ Title: 'x', Message: 'line\u0000' }, 'json.Message'],
      [{ Title: 'x\u001b[31m', Message: 'x' }, 'json.Title'],
      [{ Title: 'two\nlines', Message: 'x' }, 'json.Title'],
      [{ Title: 'x', Message: 'x', Link: '/hub\u0000' }, 'json.Link'],
      // paths a browser reads as another site
      [{ Title: 'x', Message: 'x', Link: '/\\evil.example' }, 'json.Link'],
      [{ Title: 'x', Message: 'x', Link: '//evil.example' }, 'json.Link'],
      [{ Title: 'x', Message: 'x', Link: '/\t/evil.example' }, 'json.Link'],
      [{ Title: 'x', Message: 'x', Link: ['/hub', '/a\\b'] }, 'json.Link.1'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const issues = (await res.json()).Error.Issues as { field: string }[];
      expect(issues.map((i) => i.field)).toContain(field);
    }
  });

  it('keeps line breaks in a message and stores an internal path', async () => {
    const res = await post({ Title: 'Two lines', Message: 'first\nsecond\ttab', Link: '/hub/search' });
    expect(res.status).toBe(201);
    const stored = (await res.json()).Results[0];
    expect(stored.Message).toBe('first\nsecond\ttab');
    expect((await admin(`/notifications/${stored.Id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('is switched off (404) when no admin token is configured', async () => {
    const off = createApp({ db: t.db, apiKeys: [TEST_KEY], logger: createLogger('silent') });
    for (const auth of [{}, { Authorization: 'Bearer anything' }] as Record<string, string>[]) {
      const res = await off.request('/api/admin/notifications', { headers: auth });
      expect(res.status).toBe(404);
    }
  });
});

describe('operator command and demo seed', () => {
  it('adds, lists and removes', async () => {
    const added = await runNotificationsCommand(t.db, [
      'add',
      '--title',
      'From the shell',
      '--message',
      '<p>hi</p>',
      '--link',
      'https://example.com/one',
      '--link',
      'https://example.com/two',
      '--sticky',
      '--target-os',
      'Web',
      '--version',
      '<3.0.0',
    ]);
    const id = Number(/Added notification (\d+)/.exec(added)?.[1]);
    expect(id).toBeGreaterThan(0);
    const listed = await runNotificationsCommand(t.db, ['list']);
    expect(listed).toContain(`${id}\tFrom the shell\t(sticky, os: Web, version: <3.0.0)`);
    const api = await (await t.get('/api/v11/aftermarketnotification')).json();
    expect(api.find((n: { Id: number }) => n.Id === id).Link).toEqual([
      'https://example.com/one',
      'https://example.com/two',
    ]);
    expect(await runNotificationsCommand(t.db, ['remove', String(id)])).toBe(`Removed notification ${id}`);
    await expect(runNotificationsCommand(t.db, ['remove', String(id)])).rejects.toThrow(
      `No notification ${id}`,
    );
  });

  it('refuses bad input with the field named', async () => {
    await expect(
      runNotificationsCommand(t.db, ['add', '--title', 'x', '--message', 'y', '--target-os', 'Palm']),
    ).rejects.toThrow(/TargetOS/);
    await expect(runNotificationsCommand(t.db, ['frobnicate'])).rejects.toThrow(/Usage/);
  });

  it('seeds demo notifications only into an empty table', async () => {
    await runNotificationsCommand(t.db, ['add', '--title', 'Kept', '--message', 'x']);
    expect(await seedDemoNotifications(t.db)).toBe(0);
    await t.db.delete(notifications);
    expect(await seedDemoNotifications(t.db)).toBeGreaterThan(0);
    const list = ApiNotificationListSchema.parse(
      await (await t.get('/api/v11/aftermarketnotification')).json(),
    );
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((n) => n.Title)).not.toContain('Kept');
  });
});
