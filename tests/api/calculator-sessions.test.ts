// Calculator sessions over the API: create, update (snake_case), resume, id below 1, expiry, Start Again.
// The restart case is in tests/calculator/session-restart.test.ts (it needs a database on disk).
import { describe, expect, it } from 'vitest';
import type { SessionJson } from '../../server/calculator/sessions.ts';
import { testAppForFile } from '../support/test-app.ts';

let now = new Date('2026-03-01T12:00:00Z');
const t = testAppForFile({ clock: () => now, sessionTtlDays: 30, catalog: false });

type SessionBody = { Status: 'OK'; Session: SessionJson; NextStep?: string | null };

async function create(query = '') {
  const res = await t.post(`/api/v11/SessionCreate${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as SessionBody).Session;
}

const presetValues = {
  choose_calculator: 1,
  hub_cost: 250,
  bearing_set_cost: 80,
  wheel_seal_cost: 20,
  manual_spindle_nut_cost: 10,
  replacement_hub_cost_v: 400,
  spindle_nut_cost: 30,
  labor_rate: '100',
  billable_labor_rate: 150,
  rebuild_hours: 2,
  replace_hours: 1,
  parts_margin: 20,
  downtime_costs: 100,
};

describe('SessionCreate', () => {
  it('creates a guest session in replace mode, or embed mode when asked', async () => {
    const s = await create();
    expect(s).toMatchObject({ calculator: 'replace', embed: false, email: 'guest', chooseCalculator: null });
    expect(s.id).toBeGreaterThanOrEqual(1);
    expect(s.expiresAt).toBe('2026-03-31T12:00:00.000Z');
    const e = await create('?calculator=embed');
    expect(e).toMatchObject({ calculator: 'embed', embed: true });
    expect(e.id).not.toBe(s.id);
  });

  it('needs the API key', async () => {
    const res = await t.app.request('/api/v11/SessionCreate', { method: 'POST' });
    expect(res.status).toBe(401);
  });
});

describe('SessionUpdate', () => {
  it('stores snake_case values and the last step, and says where to go next', async () => {
    const s = await create();
    const res = await t.post(`/api/v11/SessionUpdate?id=${s.id}`, {
      choose_calculator: 1,
      hub_cost: 250,
      bearing_set_cost: '80.50',
      wheel_seal_cost: 20,
      manual_spindle_nut_cost: 10,
      last_step: 'rebuild-costs',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SessionBody;
    expect(body.NextStep).toBe('replacement-costs');
    expect(body.Session).toMatchObject({
      chooseCalculator: 1,
      hubCost: 250,
      bearingSetCost: 80.5,
      lastStep: 'rebuild-costs',
      resumeStep: 'replacement-costs',
      results: null,
    });

    const read = (await (await t.post(`/api/v11/SessionUpdate?id=${s.id}`, {})).json()) as SessionBody;
    expect(read.Session.bearingSetCost).toBe(80.5);
    expect(read.Session.resumeStep).toBe('replacement-costs');
  });

  it('returns the results once every value is in, with forced values applied', async () => {
    const s = await create();
    const full = (await (
      await t.post(`/api/v11/SessionUpdate?id=${s.id}`, { ...presetValues, last_step: 'downtime-costs' })
    ).json()) as SessionBody;
    expect(full.NextStep).toBe('results');
    expect(full.Session.results?.savings).toBe(130);
    expect(full.Session.laborMargin).toBe(50);

    // switching to the Replace calculator zeroes hub cost and billable rate in the stored row
    const replace = (await (
      await t.post(`/api/v11/SessionUpdate?id=${s.id}`, {
        choose_calculator: 0,
        last_step: 'cost-comparison',
      })
    ).json()) as SessionBody;
    expect(replace.Session).toMatchObject({ hubCost: 0, billableLaborRate: 0, laborMargin: null });
    expect(replace.NextStep).toBe('downtime-costs');
  });

  it('does not save and sends the client to register when the id is missing or below 1', async () => {
    for (const q of ['', '?id=0', '?id=-3', '?id=abc']) {
      const res = await t.post(`/api/v11/SessionUpdate${q}`, { labor_rate: 5 });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ Status: 'NO_SESSION', NextStep: 'register' });
    }
  });

  it('refuses invalid values, naming the field, and keeps the stored ones', async () => {
    const s = await create();
    await t.post(`/api/v11/SessionUpdate?id=${s.id}`, { downtime_costs: 80 });
    const res = await t.post(`/api/v11/SessionUpdate?id=${s.id}`, { downtime_costs: -1 });
    expect(res.status).toBe(400);
    const err = (await res.json()) as { Error: { Issues: { field: string }[] } };
    expect(err.Error.Issues[0]?.field).toBe('json.downtime_costs');
    const typo = await t.post(`/api/v11/SessionUpdate?id=${s.id}`, { laborRate: 5 });
    expect(typo.status).toBe(400);
    const read = (await (await t.post(`/api/v11/SessionUpdate?id=${s.id}`, {})).json()) as SessionBody;
    expect(read.Session.downtimeCosts).toBe(80);
  });

  it('refuses a body that is not sent as JSON, saying so, instead of answering OK and saving nothing', async () => {
    const s = await create();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx']) {
      const res = await t.post(`/api/v11/SessionUpdate?id=${s.id}`, '{"labor_rate":5}', {
        'Content-Type': type,
      });
      expect(res.status, type).toBe(400);
      expect(((await res.json()) as { Error: { Message: string } }).Error.Message, type).toContain(
        'Content-Type: application/json',
      );
    }
    // a JSON type with its charset is JSON
    const ok = await t.post(`/api/v11/SessionUpdate?id=${s.id}`, '{"labor_rate":5}', {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(((await ok.json()) as SessionBody).Session.laborRate).toBe(5);
  });

  it('keeps every field of parallel updates that send different fields (none lost)', async () => {
    const sessions = await Promise.all(Array.from({ length: 25 }, () => create()));
    const fields = { labor_rate: 101, rebuild_hours: 3, hub_cost: 251, wheel_seal_cost: 21 } as const;
    const answers = await Promise.all(
      sessions.flatMap((s) =>
        Object.entries(fields).map(([name, value]) =>
          t.post(`/api/v11/SessionUpdate?id=${s.id}`, { [name]: value }),
        ),
      ),
    );
    for (const res of answers) expect(res.status).toBe(200);
    for (const s of sessions) {
      const read = ((await (await t.post(`/api/v11/SessionUpdate?id=${s.id}`, {})).json()) as SessionBody)
        .Session;
      expect(read, `session ${s.id}`).toMatchObject({
        laborRate: 101,
        rebuildHours: 3,
        hubCost: 251,
        wheelSealCost: 21,
      });
    }
  });

  it('answers 404 session_not_found for an unknown session, told apart from a path the server lacks', async () => {
    const res = await t.post('/api/v11/SessionUpdate?id=12345', { labor_rate: 5 });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ Status: 'ERROR', Error: { Code: 'session_not_found' } });
    const path = await t.post('/api/v11/SessionUpdateTypo?id=12345', { labor_rate: 5 });
    expect(path.status).toBe(404);
    expect(await path.json()).toMatchObject({ Status: 'ERROR', Error: { Code: 'not_found' } });
  });
});

describe('expiry and Start Again', () => {
  it('expires a session 30 days after its last update', async () => {
    const s = await create();
    now = new Date('2026-03-20T12:00:00Z');
    await t.post(`/api/v11/SessionUpdate?id=${s.id}`, { labor_rate: 90 }); // slides expiry to 19 April
    now = new Date('2026-04-15T12:00:00Z');
    expect((await t.post(`/api/v11/SessionUpdate?id=${s.id}`, {})).status).toBe(200);
    now = new Date('2026-04-19T12:00:01Z');
    const res = await t.post(`/api/v11/SessionUpdate?id=${s.id}`, { labor_rate: 91 });
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ Status: 'ERROR', Error: { Code: 'session_expired' } });
    now = new Date('2026-03-01T12:00:00Z');
  });

  it('Start Again expires the session at once', async () => {
    const s = await create();
    const res = await t.post(`/api/v11/SessionExpire?id=${s.id}`);
    expect(await res.json()).toEqual({ Status: 'OK', NextStep: 'choose-calculator' });
    expect((await t.post(`/api/v11/SessionUpdate?id=${s.id}`, {})).status).toBe(410);
    expect((await t.post(`/api/v11/SessionExpire?id=${s.id}`)).status).toBe(200);
    expect((await t.post('/api/v11/SessionExpire?id=0')).status).toBe(400);
  });
});
