// /hub's home before the chat's code has arrived (decision 044): the empty conversation exactly as
// Conversation draws it, so the page paints its home without waiting for the chat SDK, and the chat's own
// home replaces it with nothing moving. What is typed carries over; what is sent waits for the chat.
import { memo, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { noteFocus } from '../ui/carry-focus.ts';
import { SAME_ARRIVAL } from '../ui/same-arrival.ts';
import { Composer } from './Composer.tsx';
import { CategoryButtons, HomeIntro } from './HomeIntro.tsx';

// Memoised (it takes no props): the assistant page renders again as its stores answer after the first
// paint (the conversation, the list, the example numbers, the paint itself), and each of those re-rendered
// the whole home under it for nothing (issue 17).
export const FirstHome = memo(function FirstHome() {
  const [params, setParams] = useSearchParams();
  // The chat sends /hub?ask= once when it mounts (the side menu's Calculators use it too).
  const ask = (text: string) =>
    setParams((p) => {
      p.set('ask', text);
      return p;
    }, SAME_ARRIVAL);
  const pick = (m: PartNumberMatch) => ask(`${m.CompetitorName} ${m.CompetitorPartNumber}`);
  const root = useRef<HTMLDivElement>(null);
  // the chat's home takes this one's place: what had focus here gets it there (AssistantPage)
  useLayoutEffect(() => {
    const el = root.current;
    return () => noteFocus(el);
  }, []);
  return (
    <div className="assistant assistant-empty" ref={root}>
      <HomeIntro />
      <section
        className="thread"
        aria-live="polite"
        aria-relevant="additions"
        aria-busy={false}
        aria-label="Conversation"
      >
        <div className="thread-end" />
      </section>
      <div className="composer-home">
        {/* a question asked waits for the chat: until it has it, another Enter is kept, not asked over it */}
        <Composer busy={params.has('ask')} onSend={ask} onPick={pick} autoFocus handOver />
      </div>
      <CategoryButtons />
    </div>
  );
});
