// Rotor, drum, casting and stud flows in the chat (the shared flow rule) on the demo catalog: questions in order, single values applied,
// results with their pages, the splined rotor offer, Back.
import { describe, expect, it } from 'vitest';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import { splinedOutcome } from '../../tools/engine/parts-flow/index.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { questionOf } from '../support/message-checks.ts';

const demo = demoCatalog();

const question = (r: StepResult) => questionOf(r.messages);

async function tap(r: StepResult, pick: (labels: string[]) => number = () => 0): Promise<StepResult> {
  const q = question(r);
  if (!q) throw new Error('no open question');
  const option = q.options[pick(q.options.map((o) => o.label))] ?? q.options[0];
  if (!option) throw new Error('no option');
  return step(
    r.state,
    { type: 'option', questionId: q.questionId, value: option.value, label: option.label },
    demo.tools,
  );
}

async function toResults(first: StepResult, avoid?: string) {
  let r = first;
  const codes: string[] = [];
  for (let i = 0; i < 12 && question(r); i++) {
    codes.push(question(r)?.code ?? '');
    r = await tap(r, (labels) =>
      Math.max(
        0,
        labels.findIndex((l) => l !== avoid),
      ),
    );
  }
  return { r, codes };
}

describe('parts flows in the chat', () => {
  it('rotor: axle position first, questions in category order, then rotor kits with their pages', async () => {
    const first = await step(initialState, { type: 'text', text: 'brake rotor' }, demo.tools);
    expect(question(first)?.route).toBe('/hub/replacement-rotor/filter/axpos');
    const { r, codes } = await toResults(first, 'Splined');
    const order = ['axpos', 'brtyp', 'bsdia', 'ovlgt'];
    expect(codes).toEqual(order.filter((c) => codes.includes(c)));
    const cards = r.messages.find((m) => m.kind === 'part-cards');
    expect(cards?.kind === 'part-cards' && cards.data.route).toMatch(
      /^\/hub\/replacement-rotor\/filter\/brnum\/axpos=/,
    );
    expect(cards?.kind === 'part-cards' && cards.data.cards[0]?.route).toMatch(
      /^\/hub\/replacement-rotor\/rotordetails\//,
    );
    expect(r.state.pending).toBeNull();
  });

  it('rotor: Bendix splined answers no replacement rotors and offers the hub search', async () => {
    let r = await step(initialState, { type: 'text', text: 'rotor' }, demo.tools);
    r = await tap(r, (labels) => labels.findIndex((l) => /trailer/i.test(l))); // splined rotors are trailer rotors
    const q = question(r);
    const splined = q?.options.find((o) => o.value === '6');
    expect(q?.code).toBe('brtyp');
    expect(splined).toBeDefined();
    const answer = await step(
      r.state,
      { type: 'option', questionId: q?.questionId ?? '', value: '6', label: splined?.label ?? '' },
      demo.tools,
    );
    expect(answer.messages[0]).toMatchObject({
      kind: 'outcome',
      data: {
        kind: 'splined',
        title:
          'Does not offer replacement rotors for Bendix Splined. Complete Hub/rotor assemblies are available.',
      },
    });
    // one offer, the page's (SplinedView): same label, same hub search with trailer and disc brakes
    const page = splinedOutcome({ axpos: '3', brtyp: '6' });
    expect(answer.messages).toHaveLength(1);
    const outcome = answer.messages[0];
    expect(outcome?.kind === 'outcome' && outcome.data.links).toEqual([
      { label: page.offerLabel, to: '/hub/filters/tcomp=2&brkty=2' },
    ]);
  });

  it('drum: to the recommended drums with their pages', async () => {
    const first = await step(initialState, { type: 'text', text: 'brake drums' }, demo.tools);
    expect(question(first)?.code).toBe('axpos');
    const { r } = await toResults(first);
    const cards = r.messages.find((m) => m.kind === 'part-cards');
    const count = cards?.kind === 'part-cards' ? (cards.data.total ?? cards.data.cards.length) : 0;
    expect(count).toBeGreaterThan(1);
    // a list of drums is headed in the plural; one drum keeps the spec's singular heading
    expect(cards?.kind === 'part-cards' && cards.data.title).toBe('The following drums are recommended');
    expect(cards?.kind === 'part-cards' && cards.data.cards[0]?.route).toMatch(
      /^\/hub\/replacement-drum\/drumdetails\//,
    );
  });

  it('stud: style first, to the studs with their dimensions', async () => {
    const first = await step(initialState, { type: 'text', text: 'studs' }, demo.tools);
    expect(question(first)?.code).toBe('stldp');
    const { r } = await toResults(first);
    const cards = r.messages.find((m) => m.kind === 'part-cards');
    expect(cards?.kind === 'part-cards' && cards.data.partKind).toBe('stud');
    expect(cards?.kind === 'part-cards' && cards.data.cards[0]?.route).toMatch(
      /^\/hub\/stud\/summaries\/\d+$/,
    );
  });

  it.each([
    ['hub casting', 'hamnt', 'hub-results', /^\/hub\/details\//],
    ['rotor casting', 'trtyp', 'part-cards', /^\/hub\/replacement-rotor\/rotordetails\//],
    ['drum casting', 'holes', 'part-cards', /^\/hub\/replacement-drum\/drumdetails\//],
  ])('%s: its questions from %s to the matching parts', async (text, firstCode, kind, route) => {
    const first = await step(initialState, { type: 'text', text }, demo.tools);
    expect(question(first)?.code).toBe(firstCode);
    const { r } = await toResults(first);
    const found = r.messages.find((m) => m.kind === kind);
    const link =
      found?.kind === 'hub-results'
        ? found.data.hubs[0]?.route
        : found?.kind === 'part-cards'
          ? found.data.cards[0]?.route
          : undefined;
    expect(link).toMatch(route);
  });

  it('Back re-asks the previous question of the flow', async () => {
    const first = await step(initialState, { type: 'text', text: 'drum' }, demo.tools);
    const second = await tap(first);
    expect(question(second)?.code).not.toBe('axpos');
    const back = await step(second.state, { type: 'back' }, demo.tools);
    expect(question(back)?.code).toBe('axpos');
    expect(back.state.parts?.pairs).toEqual({});
  });

  it.each([
    ['drum', 'drum'],
    ['brake rotor', 'rotor'],
    ['studs', 'stud'],
  ])('%s: Back after the results asks the last question again, the answers before it kept', async (words) => {
    const { r, codes } = await toResults(
      await step(initialState, { type: 'text', text: words }, demo.tools),
      'Splined',
    );
    expect(question(r)).toBeNull();
    const last = codes.at(-1);
    const back = await step(r.state, { type: 'back' }, demo.tools);
    const again = question(back);
    expect(again?.code).toBe(last);
    expect(back.state.pending?.questionId).toBe(again?.questionId);
    // every answer before the last is still given
    expect(Object.keys(back.state.parts?.pairs ?? {})).not.toContain(last);
  });

  it('Back after the few parts taken early asks the question they were taken at', async () => {
    // the first question, along any path, that offers the few parts left now
    async function offering(r: StepResult, depth: number): Promise<StepResult | null> {
      const q = question(r);
      if (!q || depth > 6) return null;
      if (q.options.some((o) => o.role === 'show-now')) return r;
      for (const o of q.options.filter((x) => !x.role)) {
        const next = await step(
          r.state,
          { type: 'option', questionId: q.questionId, value: o.value, label: o.label },
          demo.tools,
        );
        const found = await offering(next, depth + 1);
        if (found) return found;
      }
      return null;
    }
    let at: StepResult | null = null;
    for (const words of ['drum', 'brake rotor', 'studs']) {
      at ??= await offering(await step(initialState, { type: 'text', text: words }, demo.tools), 0);
    }
    const q = at && question(at);
    const now = q?.options.find((o) => o.role === 'show-now');
    if (!at || !q || !now) throw new Error('no early results offered on any path of the demo catalog');
    const early = await step(
      at.state,
      { type: 'option', questionId: q.questionId, value: now.value, label: now.label },
      demo.tools,
    );
    expect(question(early)).toBeNull();
    const back = await step(early.state, { type: 'back' }, demo.tools);
    expect(question(back)?.code).toBe(q.code);
  });
});
