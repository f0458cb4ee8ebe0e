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
import { messageProblems } from '../support/message-checks.ts';

const demo = demoCatalog();

const outcomeOf = (messages: EngineMessage[]) => {
  const m = messages.find((x) => x.kind === 'outcome');
  return m?.kind === 'outcome' ? m.data : null;
};

describe('hub answers that match no hub', () => {
  it.each([
    ['a value no hub has for a known code', { tcomp: 'zzz' }, '/hub/filters/tcomp=zzz'],
    [
      'a number value no hub has',
      { tcomp: '1', brkty: '1', aaxna: '99999' },
      '/hub/filters/tcomp=1&brkty=1&aaxna=99999',
    ],
  ])(
    '%s: the link matches no hub; the questions and the number search are offered',
    async (_, pairs, route) => {
      const r = await step(initialState, { type: 'filters', pairs }, demo.tools);
      expect(messageProblems(r.messages)).toEqual([]);
      const out = outcomeOf(r.messages);
      expect(out).toEqual(noHubsOutcome('no-match', route, []));
      expect(out?.title).toBe(TEXT.noResultsTitle);
      expect(out?.paragraphs[0]).toBe(TEXT.hubAnswersNoMatch);
      expect(out?.paragraphs.join(' ')).not.toMatch(/part number you entered/);
      expect(out?.links.map((l) => [l.label, l.to])).toEqual([
        ['Start the hub questions', '/hub/truck-type'],
        ['Search by part number', '/hub/search'],
      ]);
      // the filters page stays on its own link and shows the answer there
      expect(out?.route).toBe(route);
      expect(r.state.hub?.current).toBeNull();
    },
  );

  it('the guided questions say the same on their results page, with the answers given', async () => {
    const hub = { ...emptyWizard(), filters: { tcomp: '1', brkty: '1' } };
    const out = outcomeOf((await hubResults(hub, fakeHubTools([]))).messages);
    expect(out?.paragraphs).toEqual([TEXT.hubAnswersNoMatch, TEXT.hubCallUs]);
    expect(out?.route).toBe('/hub/results?tcomp=1&brkty=1');
    expect(out?.answers).toEqual([]);
  });

  it('a link with no answers at all says the link holds none, with the same ways on', () => {
    const out = noHubsOutcome('no-answers', '/hub/filters/abc');
    expect(out.paragraphs).toEqual([TEXT.hubLinkNoAnswers, TEXT.hubCallUs]);
    expect(out.links).toEqual(noHubsOutcome('no-match', '/hub/filters/abc').links);
  });
});
