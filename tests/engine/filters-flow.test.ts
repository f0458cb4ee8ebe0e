// The filters flow after a number search (the filter page after a number search), rule by rule on a
// tiny hand-made catalog, through the engine's 'filters' event.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import type { BoundTools } from '../../tools/index.ts';
import { type FakeHub, fakeHubTools } from '../support/fake-hub-catalog.ts';
import { questionOf as question } from '../support/message-checks.ts';

const base = { tcomp: '1', brkty: '2', aaxna: '7' };
const hub = (number: string, facets: Record<string, string | string[]>, more: Partial<FakeHub> = {}) => ({
  number,
  facets: { ...base, ...facets },
  ...more,
});

function engineTools(hubs: FakeHub[]) {
  return fakeHubTools(hubs) as unknown as BoundTools & { calls: string[] };
}

async function start(hubs: FakeHub[], pairs: Record<string, string>) {
  const tools = engineTools(hubs);
  const result = await step(initialState, { type: 'filters', pairs }, tools);
  return { ...result, tools };
}

async function tap(state: EngineState, messages: EngineMessage[], label: string, tools: BoundTools) {
  const q = question(messages);
  const option = q?.options.find((o) => o.label === label);
  if (!q || !option) throw new Error(`no option ${label} in ${JSON.stringify(q?.options)}`);
  return step(state, { type: 'option', questionId: q.questionId, value: option.value, label }, tools);
}

describe('filters flow after a number search', () => {
  it('no pairs is the not-available outcome', async () => {
    const { messages, state } = await start([], {});
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'outcome',
        data: expect.objectContaining({ kind: 'not-available', title: TEXT.hubNoLongerAvailable }),
      }),
    ]);
    expect(state.hub).toBeNull();
  });

  it('asks the remaining unanswered categories in category order, on the /hub/filters route', async () => {
    const hubs = [
      hub('10030101', { hcmty: '1', wmslc: '1', hatyp: '1' }),
      hub('10030102', { hcmty: '2', wmslc: '2', hatyp: '3' }),
    ];
    const first = await start(hubs, base);
    const q1 = question(first.messages);
    expect(q1?.title).toBe('Choose the Hub Material');
    expect(q1?.route).toBe('/hub/filters/tcomp=1&brkty=2&aaxna=7');
    const second = await tap(first.state, first.messages, 'Aluminum', first.tools);
    // the material answer narrowed the wheel types to one: auto-selected, then results
    expect(second.messages[0]).toMatchObject({ kind: 'hub-results' });
    expect(second.state.hub?.filters).toMatchObject({ hcmty: '1', wmslc: '1' });
  });

  it('never asks tmake, gawrr or wssdi', async () => {
    const hubs = [
      hub('10030111', { tmake: ['1', '2'], gawrr: ['3', '4'], wssdi: ['3.12', '3.38'], axthd: '1' }),
      hub('10030112', { tmake: ['1', '2'], gawrr: ['3', '4'], wssdi: ['3.12', '3.38'], axthd: '2' }),
    ];
    const { messages, tools } = await start(hubs, base);
    expect(question(messages)?.code).toBe('axthd');
    expect(tools.calls).not.toContain('tmake');
    expect(tools.calls).not.toContain('gawrr');
    expect(tools.calls).not.toContain('wssdi');
  });

  it('applies no wizard routing rules: hub offset is asked in order, not skipped', async () => {
    const hubs = [hub('10030121', { hofsi: '1.5' }), hub('10030122', { hofsi: '2.5' })];
    const { messages } = await start(hubs, base);
    expect(question(messages)?.code).toBe('hofsi');
  });

  it("hides hub offset values of Inch '0'", async () => {
    const hubs = [
      hub('10030131', { hofsi: '0' }),
      hub('10030132', { hofsi: '1.5' }),
      hub('10030133', { hofsi: '2.5' }),
    ];
    const { messages } = await start(hubs, base);
    expect(question(messages)?.options.map((o) => o.value)).toEqual(['1.5', '2.5']);
  });

  it.each(['brdia', 'abcoi'])('choosing %s records the Inch value and drops wssdi', async (code) => {
    const hubs = [
      hub('10030141', { [code]: '15', wssdi: '3.12' }),
      hub('10030142', { [code]: '17', wssdi: '3.12' }),
    ];
    const first = await start(hubs, { ...base, wssdi: '3.12' });
    const q = question(first.messages);
    expect(q?.code).toBe(code);
    const option = q?.options.find((o) => o.value === '17');
    expect(option).toBeDefined();
    const next = await tap(first.state, first.messages, option?.label ?? '', first.tools);
    expect(next.state.hub?.filters[code]).toBe('17');
    expect(next.state.hub?.filters.wssdi).toBeUndefined();
  });

  it('spints: the spindle-nut question comes before the results, the flag is not a filter', async () => {
    const hubs = [hub('10030151', { hatyp: '1' }), hub('10030152', { hatyp: '3' }, { preset: false })];
    const first = await start(hubs, { ...base, spints: '1' });
    const q = question(first.messages);
    expect(q?.title).toBe('Upgrade to a PreSet Plus spindle nut?');
    expect(q?.route).toBe('/hub/filters/tcomp=1&brkty=2&aaxna=7&spints=1');
    expect(first.state.hub?.filters.spints).toBeUndefined();
    const results = await tap(first.state, first.messages, 'Yes', first.tools);
    const r = results.messages[0];
    expect(r?.kind).toBe('hub-results');
    if (r?.kind === 'hub-results') expect(r.data.hubs.map((h) => h.hubAssemblyNumber)).toHaveLength(2);
  });

  it('without spints the hub assembly type turn goes straight to results (hatyp never asked)', async () => {
    const hubs = [hub('10030161', { hatyp: '1' }), hub('10030162', { hatyp: '3' }, { preset: false })];
    const { messages, state } = await start(hubs, base);
    expect(messages[0]).toMatchObject({ kind: 'hub-results' });
    expect(messages[0]?.kind === 'hub-results' && messages[0].data.route).toBe(
      '/hub/filters/tcomp=1&brkty=2&aaxna=7',
    );
    expect(state.pending).toBeNull();
  });

  it('no hubs for the pairs is the no-results outcome', async () => {
    const { messages } = await start([hub('10030171', { aaxna: '8' })], base);
    expect(messages[0]).toMatchObject({ kind: 'outcome', data: { kind: 'no-results' } });
  });

  it('Back re-asks the previous question of the filters flow', async () => {
    const hubs = [
      hub('10030181', { axthd: '1', hcmty: '1' }),
      hub('10030182', { axthd: '2', hcmty: '1' }),
      hub('10030183', { axthd: '2', hcmty: '2' }),
    ];
    const first = await start(hubs, base);
    const second = await tap(first.state, first.messages, 'axthd 2"', first.tools);
    expect(question(second.messages)?.code).toBe('hcmty');
    const back = await step(second.state, { type: 'back' }, first.tools);
    expect(question(back.messages)?.code).toBe('axthd');
    expect(back.state.hub?.fromNumber).toBe(true);
  });
});
