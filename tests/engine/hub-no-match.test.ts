// A hub filters link whose answers no hub has (a value the catalog does not hold, /hub/filters/tcomp=zzz, or
// one from an older catalog) ends with the hub questions' own no-results answer: the link's answers match no
// hub, the questions from the start and the number search, the phone last; never the number search's
// 'the part number you entered' (no number was), and on the filters page itself, not /hub/no-results.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import { noHubsOutcome } from '../../tools/engine/hub-wizard/no-hubs.ts';
import { hubResults } from '../../tools/engine/hub-wizard/results.ts';
import { emptyWizard } from '../../tools/engine/hub-wizard/wizard.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { fakeHubTools } from '../support/fake-hub-catalog.ts';
import { messageProblems, questionOf } from '../support/message-checks.ts';

const demo = demoCatalog();

const outcomeOf = (messages: EngineMessage[]) => {
  const m = messages.find((x) => x.kind === 'outcome');
  return m?.kind === 'outcome' ? m.data : null;
};

describe('hub answers that match no hub', () => {
  it('a truck type no hub has is named; the questions from the start and the number search are offered', async () => {
    const r = await step(initialState, { type: 'filters', pairs: { tcomp: 'zzz' } }, demo.tools);
    expect(messageProblems(r.messages)).toEqual([]);
    const out = outcomeOf(r.messages);
    expect(out?.title).toBe(TEXT.noResultsTitle);
    expect(out?.paragraphs).toEqual([
      'The answer "zzz" to Truck type in this link is not one the catalog has.',
      TEXT.hubCallUs,
    ]);
    // asking the truck type again is where the questions start: offered once
    expect(out?.links.map((l) => [l.label, l.to])).toEqual([
      ['Start the hub questions', '/hub/truck-type'],
      ['Search by part number', '/hub/search'],
    ]);
    // the filters page stays on its own link and shows the answer there
    expect(out?.route).toBe('/hub/filters/tcomp=zzz');
    expect(r.state.hub?.current).toBeNull();
  });

  it("an axle type no hub has is named and asked again with the link's other answers", async () => {
    const pairs = { tcomp: '1', brkty: '1', aaxna: '99999' };
    const r = await step(initialState, { type: 'filters', pairs }, demo.tools);
    expect(messageProblems(r.messages)).toEqual([]);
    const out = outcomeOf(r.messages);
    expect(out?.paragraphs[0]).toBe(
      'The answer "99999" to Axle type in this link is not one the catalog has.',
    );
    expect(out?.paragraphs.join(' ')).not.toMatch(/part number you entered/);
    expect(out?.links.map((l) => [l.label, l.to])).toEqual([
      ['Answer Axle type again', '/hub/filters/tcomp=1&brkty=1'],
      ['Start the hub questions', '/hub/truck-type'],
      ['Search by part number', '/hub/search'],
    ]);
    expect(out?.route).toBe('/hub/filters/tcomp=1&brkty=1&aaxna=99999');
    // that link asks the axle type, the truck type kept
    const again = await step(
      initialState,
      { type: 'filters', pairs: { tcomp: '1', brkty: '1' } },
      demo.tools,
    );
    expect(questionOf(again.messages)?.code).toBe('aaxna');
  });

  it('answers the catalog has that no hub has together keep the older-catalog text', async () => {
    const values = async (code: string, pairs: Record<string, string>) =>
      (await demo.tools.filterValues({ flow: 'hub', code, pairs })).Results.map((v) => String(v.Id));
    // an axle type some hub has, but no trailer hub
    const trailer = new Set(await values('aaxna', { tcomp: '2' }));
    const axle = (await values('aaxna', {})).find((v) => v !== '0' && !trailer.has(v));
    if (!axle) throw new Error('every axle type of the demo catalog has a trailer hub');
    const pairs = { tcomp: '2', brkty: '1', aaxna: axle };
    const r = await step(initialState, { type: 'filters', pairs }, demo.tools);
    const out = outcomeOf(r.messages);
    expect(out?.kind).toBe('no-results');
    expect(out).toEqual(noHubsOutcome('no-match', `/hub/filters/tcomp=2&brkty=1&aaxna=${axle}`, []));
    expect(out?.paragraphs[0]).toBe(TEXT.hubAnswersNoMatch);
  });

  it('the guided questions say the same on their results page, with the answers given', async () => {
    // a truck hub with drum brakes, and a trailer hub with disc brakes: each answer is a value the catalog
    // has, and no hub has both
    const tools = fakeHubTools([
      { number: '1', facets: { tcomp: '1', brkty: '2' } },
      { number: '2', facets: { tcomp: '2', brkty: '1' } },
    ]);
    const hub = { ...emptyWizard(), filters: { tcomp: '1', brkty: '1' } };
    const out = outcomeOf((await hubResults(hub, tools)).messages);
    expect(out?.paragraphs).toEqual([TEXT.hubAnswersNoMatch, TEXT.hubCallUs]);
    expect(out?.route).toBe('/hub/results?tcomp=1&brkty=1');
    expect(out?.answers).toEqual([]);
  });

  it('the guided questions name an answer no hub has, and ask it again on its own page', async () => {
    const tools = fakeHubTools([{ number: '1', facets: { tcomp: '1', brkty: '1', aaxna: '2' } }]);
    const hub = { ...emptyWizard(), filters: { tcomp: '1', brkty: '1', aaxna: '5' } };
    const out = outcomeOf((await hubResults(hub, tools)).messages);
    expect(out?.paragraphs[0]).toBe('The answer "5" to Axle type in this link is not one the catalog has.');
    expect(out?.links[0]).toEqual({ label: 'Answer Axle type again', to: '/hub/axle-type?tcomp=1&brkty=1' });
  });

  it('a link with no answers at all says the link holds none, with the same ways on', () => {
    const out = noHubsOutcome('no-answers', '/hub/filters/abc');
    expect(out.paragraphs).toEqual([TEXT.hubLinkNoAnswers, TEXT.hubCallUs]);
    expect(out.links).toEqual(noHubsOutcome('no-match', '/hub/filters/abc').links);
  });
});
