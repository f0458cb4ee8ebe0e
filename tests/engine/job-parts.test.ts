// The job's parts list rule on the demo catalog: every hub gets a complete list in both ways (every line
// present or saying it is not listed), trailer hubs the grease line, the six nut kits their socket sizes,
// both ends double the quantities, and a rebuild swaps the hub for its kit.
import { describe, expect, it } from 'vitest';
import { hubAssemblies } from '../../server/data/db/schema.ts';
import { step } from '../../tools/engine/engine.ts';
import { JOB_ROLES, type JobPartsData, NOT_LISTED } from '../../tools/engine/shared/job-parts-data.ts';
import { dataPartSchemas } from '../../tools/engine/shared/messages.ts';
import { SOCKET_SIZES } from '../../tools/engine/shared/part-groups.ts';
import { EngineEvent, initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

async function allHubs() {
  return demo.handle.db
    .select({ n: hubAssemblies.hubAssemblyNumber, axlePosition: hubAssemblies.axlePosition })
    .from(hubAssemblies);
}

const memo = new Map<string, Promise<Awaited<ReturnType<typeof demo.tools.jobParts>>>>();

async function job(hanum: string, mode: 'replace' | 'rebuild' = 'replace', ends: 1 | 2 = 1) {
  const key = `${hanum}|${mode}|${ends}`;
  if (!memo.has(key)) memo.set(key, demo.tools.jobParts({ hanum, mode, ends }));
  const answer = await memo.get(key);
  if (!answer) throw new Error('unreachable');
  const [data] = answer.Results;
  if (!data) throw new Error(`no job list for ${hanum}`);
  return data;
}

const ALWAYS = JOB_ROLES.filter((r) => r !== 'tone-ring' && r !== 'hub' && r !== 'rebuild-kit');

describe('job parts list on the demo catalog', () => {
  it('every hub gets a complete list both ways: each line a part or "not listed"', async () => {
    const hubs = await allHubs();
    expect(hubs.length).toBeGreaterThan(20);
    for (const { n } of hubs) {
      const data = await job(n);
      const [replace, rebuild] = data.lists;
      expect(replace.mode).toBe('replace');
      expect(rebuild.mode).toBe('rebuild');
      expect(replace.lines[0]?.role, n).toBe('hub');
      expect(rebuild.lines[0]?.role, n).toBe('rebuild-kit');
      for (const list of data.lists) {
        const roles = list.lines.map((l) => l.role);
        for (const role of ALWAYS) expect(roles, `${n} ${list.mode} ${role}`).toContain(role);
        for (const line of list.lines) {
          if (line.status === 'not-listed') {
            expect(line.partNumber).toBeNull();
            expect(line.note).toBe(NOT_LISTED);
          } else {
            expect(line.partNumber, `${n} ${line.role}`).toMatch(/\S/);
            expect(line.typeName).toBeTruthy();
          }
          if (line.status === 'included') expect(line.quantity).toBeNull();
        }
        const kinds = list.notes.map((x) => x.kind);
        expect(kinds, `${n} warranty`).toContain('warranty');
      }
      // the hub itself is always in the catalog, so replacing it is never "not listed"
      expect(replace.lines[0]?.status, n).toBe('order');
    }
  });

  it('trailer hubs get the grease fill volume line, the others do not', async () => {
    const hubs = await allHubs();
    const trailers = hubs.filter((h) => /trailer/i.test(h.axlePosition));
    expect(trailers.length).toBeGreaterThan(0);
    for (const { n, axlePosition } of hubs) {
      const data = await job(n);
      for (const list of data.lists) {
        const grease = list.notes.find((x) => x.kind === 'grease');
        if (/trailer/i.test(axlePosition)) {
          expect(grease?.url, n).toMatch(/grease-fill-volume\.html$/);
          expect(grease?.text).toBe('Suggested fill volume for Grade 00 semi-fluid grease');
        } else expect(grease, n).toBeUndefined();
      }
    }
  });

  it('the six listed nut kits get their socket sizes and the torque text', async () => {
    const seen = new Map<string, string>();
    for (const { n } of await allHubs()) {
      const data = await job(n);
      for (const list of data.lists) {
        const nut = list.lines.find((l) => l.role === 'spindle-nut');
        const socket = list.notes.find((x) => x.kind === 'socket');
        const size = nut?.partNumber ? SOCKET_SIZES[nut.partNumber] : undefined;
        if (size === undefined) expect(socket, n).toBeUndefined();
        else {
          expect(socket?.text).toContain(`${size}" six-point socket`);
          seen.set(nut?.partNumber ?? '', socket?.text ?? '');
        }
        if (nut?.partNumber) {
          const torque = list.notes.find((x) => x.kind === 'torque');
          expect(torque?.text, n).toMatch(/DO NOT BACK OFF SPINDLE NUT$/);
        }
      }
    }
    // the demo catalog's hubs reach several of the six kits (PreSet Plus hubs choose 226/227)
    expect(seen.size).toBeGreaterThanOrEqual(3);
    for (const [number, text] of seen)
      expect(text).toBe(`${SOCKET_SIZES[number]}" six-point socket for ${number}`);
  });

  it('both ends double every counted quantity, and the route carries the ends', async () => {
    for (const { n } of (await allHubs()).slice(0, 12)) {
      const one = await job(n, 'rebuild', 1);
      const two = await job(n, 'rebuild', 2);
      expect(two.ends).toBe(2);
      expect(two.route).toBe(`/hub/job/${n}?mode=rebuild&ends=2`);
      one.lists.forEach((list, i) => {
        list.lines.forEach((line, j) => {
          const doubled = two.lists[i]?.lines[j];
          expect(doubled?.partNumber).toBe(line.partNumber);
          expect(doubled?.quantity).toBe(line.quantity === null ? null : line.quantity * 2);
        });
      });
    }
  });

  it("counts the wheel studs the hub's mounting system names, one per stud hole; unnamed, none", async () => {
    const details = (n: string) => demo.tools.hubAssemblyDetails({ numbers: [n] });
    let counted = 0;
    for (const { n } of (await allHubs()).slice(0, 16)) {
      const [hub] = (await details(n)).Results;
      if (!hub) continue;
      const said = /(\d+) Stud\b/.exec(hub.HubMountingSystem ?? '')?.[1];
      for (const ends of [1, 2] as const) {
        const studs = (await job(n, 'rebuild', ends)).lists[0]?.lines.find((l) => l.role === 'wheel-stud');
        if (studs?.status !== 'order') continue;
        expect(studs.quantity, `${n}: ${hub.HubMountingSystem}`).toBe(said ? Number(said) * ends : null);
        if (said) expect(studs.note).toBe(`One per stud hole: ${said} per hub`);
        if (said) counted++;
      }
    }
    expect(counted).toBeGreaterThan(0);
  });

  it('rebuild swaps the hub for its kit, and the kit brings its bearings and seal kit', async () => {
    const hubs = await allHubs();
    let rebuilt = 0;
    for (const { n } of hubs) {
      // both lists come whichever way is chosen; the chosen way only orders them on the page
      const data: JobPartsData = await job(n);
      const rebuild = data.lists[1];
      expect(rebuild.lines.some((l) => l.role === 'hub')).toBe(false);
      const kit = rebuild.lines[0];
      if (kit?.status !== 'order') continue;
      rebuilt++;
      expect(kit.typeName).toMatch(/Rebuild Kit/);
      expect(kit.route).toBe(`/hub/hub-rebuild-kits-detail/${kit.partNumber}`);
      for (const role of ['seal-kit', 'inner-bearing', 'outer-bearing'] as const) {
        const line = rebuild.lines.find((l) => l.role === role);
        expect(line?.status, `${n} ${role}`).toBe('included');
        expect(line?.note).toBe(`In rebuild kit ${kit.partNumber}`);
      }
    }
    expect(rebuilt).toBeGreaterThan(5);
  });

  it('a replacement other than the hub asked says why in one line; the hub itself says nothing', async () => {
    const hubs = await allHubs();
    const other: string[] = [];
    for (const { n } of hubs) {
      const data = await job(n);
      const line = data.lists[0].lines[0];
      if (!line?.partNumber || line.status !== 'order') continue;
      if (line.partNumber === n) {
        expect(line.note ?? '', n).not.toMatch(/^Recommended replacement/);
        continue;
      }
      other.push(n);
      expect(line.note, n).toMatch(
        new RegExp(
          `^Recommended replacement for ${n} \\((PreSet Plus|PreSet|Conventional)\\): (PreSet Plus|PreSet|Conventional) hub ${line.partNumber}, listed first in its hub components$`,
        ),
      );
    }
    // the demo catalog offers PreSet Plus hubs for conventional ones (the page test opens 10082202)
    expect(other).toContain('10082202');
    expect((await job('10082202')).lists[0].lines[0]?.note).toBe(
      'Recommended replacement for 10082202 (Conventional): PreSet Plus hub 10082200, listed first in its hub components',
    );
  });

  it('the chosen way is carried in the data and its route', async () => {
    const [first] = await allHubs();
    const data = await job(first?.n ?? '', 'rebuild');
    expect(data.mode).toBe('rebuild');
    expect(data.route).toBe(`/hub/job/${first?.n}?mode=rebuild&ends=1`);
    expect(data.calculatorRoute).toBe('/replace/rebuild-vs-replace');
  });

  it("the chat's event answers the same list as a rich message; an unknown hub, no results", async () => {
    const event = { type: 'job-parts', hanum: '10082213', mode: 'rebuild', ends: 2 } as const;
    const out = await step(initialState, event, demo.tools);
    const [message] = out.messages;
    expect(message?.kind).toBe('job-parts');
    if (message?.kind !== 'job-parts') throw new Error('not a job list');
    expect(dataPartSchemas['job-parts'].parse(message.data)).toEqual(await job('10082213', 'rebuild', 2));
    const unknown = await step(initialState, { ...event, hanum: '99999999' }, demo.tools);
    expect(unknown.messages.map((m) => m.kind)).toEqual(['outcome']);
  });

  it('the chat event is bounded: only a hub number, the two ways and one or two ends', () => {
    const good = { type: 'job-parts', hanum: '10082213', mode: 'replace', ends: 1 };
    expect(EngineEvent.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, hanum: '1008221' },
      { ...good, hanum: "10082213' OR 1=1" },
      { ...good, hanum: '1'.repeat(5000) },
      { ...good, hanum: '<script>alert(1)</script>' },
      { ...good, mode: 'delete' },
      { ...good, ends: 3 },
      { ...good, ends: '2' },
      { type: 'job-parts', hanum: '10082213' },
    ])
      expect(EngineEvent.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
  });

  it('the PreSet Plus choice gives a PreSet hub the PreSet Plus nut kit, in the data and the route', async () => {
    let tried = 0;
    for (const { n } of await allHubs()) {
      const plain = await job(n);
      if (plain.nut?.plus !== false) continue;
      const nutOf = (d: JobPartsData) => d.lists[0].lines.find((l) => l.role === 'spindle-nut');
      if (/Plus/.test(nutOf(plain)?.typeName ?? '')) continue; // a PreSet Plus hub has it already
      const [plus] = (await demo.tools.jobParts({ hanum: n, nut: 'plus' })).Results;
      if (!plus || !/Plus/.test(nutOf(plus)?.typeName ?? '')) continue; // no Plus kit listed for it
      tried++;
      expect(plus.nut?.plus).toBe(true);
      expect(plus.route).toBe(`/hub/job/${n}?mode=replace&ends=1&nut=plus`);
      for (const list of plus.lists)
        expect(nutOf({ ...plus, lists: [list, list] })?.typeName).toMatch(/Plus/);
      // the spec's PreSet Plus warranty line comes with the Plus nut
      const warranty = plus.lists[0].notes.find((x) => x.kind === 'warranty')?.text ?? '';
      expect(warranty).not.toBe(plain.lists[0].notes.find((x) => x.kind === 'warranty')?.text);
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('a spindle style chosen on the list swaps the nut kit to that style; the other is named', async () => {
    let tried = 0;
    for (const { n } of await allHubs()) {
      const plain = await job(n);
      if ((plain.nut?.spindles.length ?? 0) < 2) continue;
      const other = plain.nut?.spindle === 'dflat' ? 'keyway' : 'dflat';
      const [swapped] = (await demo.tools.jobParts({ hanum: n, spindle: other })).Results;
      if (!swapped) throw new Error('no list');
      tried++;
      const nutLine = (d: JobPartsData) => d.lists[0].lines.find((l) => l.role === 'spindle-nut');
      expect(swapped.nut?.spindle).toBe(other);
      expect(swapped.route).toContain(`&spindle=${other}`);
      expect(nutLine(swapped)?.typeName).toMatch(other === 'dflat' ? /D Flat/ : /Keyway/);
      expect(nutLine(swapped)?.partNumber).not.toBe(nutLine(plain)?.partNumber);
      // the kit first listed is now the other style's note
      expect(nutLine(swapped)?.note).toContain(nutLine(plain)?.partNumber ?? '-');
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('the chat event carries the nut choice to the list', async () => {
    const event = {
      type: 'job-parts',
      hanum: '10082213',
      mode: 'replace',
      ends: 1,
      spindle: 'keyway',
    } as const;
    expect(EngineEvent.safeParse({ ...event, nut: 'plus' }).success).toBe(true);
    expect(EngineEvent.safeParse({ ...event, nut: 'gold' }).success).toBe(false);
    expect(EngineEvent.safeParse({ ...event, spindle: '<b>' }).success).toBe(false);
    const out = await step(initialState, event, demo.tools);
    const [message] = out.messages;
    if (message?.kind !== 'job-parts') throw new Error('not a job list');
    expect(message.data.route).toContain('spindle=keyway');
  });

  it("Yes to the wizard's PreSet Plus upgrade marks the PreSet hub cards' job lists plus; No does not", async () => {
    const pairs = {
      tcomp: '1',
      brkty: '1',
      tmake: '1',
      aaxna: '2',
      gawrr: '1',
      hcmty: '1',
      hcbdi: '5.5',
      wmslc: '1',
    };
    const cardsFor = async (spnut: string) => {
      const out = await step(initialState, { type: 'filters', pairs: { ...pairs, spnut } }, demo.tools);
      const results = out.messages.find((m) => m.kind === 'hub-results');
      if (results?.kind !== 'hub-results') throw new Error('no hub results');
      return results.data.hubs;
    };
    const yes = await cardsFor('1');
    const preset = yes.filter((h) => h.kind === 'PreSet');
    expect(preset.length).toBeGreaterThan(0);
    for (const h of yes) expect(h.jobNut, h.hubAssemblyNumber).toBe(h.kind === 'PreSet' ? 'plus' : undefined);
    for (const h of await cardsFor('0')) expect(h.jobNut).toBeUndefined();
  });

  it('an unknown hub answers no list', async () => {
    const answer = await demo.tools.jobParts({ hanum: '99999999' });
    expect(answer.Status).toBe('ZERO_RESULTS');
  });
});
