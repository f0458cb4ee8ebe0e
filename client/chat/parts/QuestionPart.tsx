// A question with one button per value; once answered it collapses to the choice, which can be changed.
import { useState } from 'react';
import type { Flow } from '../../../tools/catalog/facets.ts';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { leavesText } from '../../../tools/engine/shared/narrowing.ts';
import { NarrowingChoices, OptionCount, StillMatch } from '../../ui/Narrowing.tsx';
import { useChatActions, useChatAnswer, useChatBusy, useChatEngine, useEarlier } from '../chat-actions.tsx';
import { OpenAsPage, useOnPage } from './OpenAsPage.tsx';
import { StepIndicator } from './StepIndicator.tsx';

type Question = DataParts['question'];

export function QuestionPart({ data }: { data: DataParts['question'] }) {
  const chosen = useChatAnswer(data.questionId);
  // Never answered and no longer the open question (the conversation moved on): only its title stays.
  const stale = useChatEngine((engine) => !!engine && engine.pending?.questionId !== data.questionId);
  const [changing, setChanging] = useState(false);

  if (!chosen && stale) {
    return (
      <section className="card question question-answered question-stale" aria-label={data.title}>
        <p className="question-title-small">{data.title}</p>
        <p className="question-stale-note">Not answered</p>
      </section>
    );
  }
  if (chosen && !changing)
    return <AnsweredQuestion data={data} chosen={chosen} change={() => setChanging(true)} />;
  return <OpenQuestion data={data} chosen={chosen} answered={() => setChanging(false)} />;
}

/** The choice made, with Change (waits while an answer is on its way). */
function AnsweredQuestion({ data, chosen, change }: { data: Question; chosen: string; change: () => void }) {
  const busy = useChatBusy();
  // an answer before it changed since: this one belongs to answers that no longer hold (no Change)
  const earlier = useEarlier(data.step ?? Number.NaN) && data.step !== undefined;
  if (earlier) {
    return (
      <section className="card question question-answered question-earlier" aria-label={data.title}>
        <p className="question-title-small">{data.title}</p>
        <div className="answered-row">
          <span className="answered-value">{chosen}</span>
          <span className="question-stale-note">Earlier answer, changed since</span>
        </div>
      </section>
    );
  }
  return (
    <section className="card question question-answered" aria-label={data.title}>
      <p className="question-title-small">{data.title}</p>
      <div className="answered-row">
        <span className="answered-value">{chosen}</span>
        <button type="button" className="button button-quiet" onClick={change} disabled={busy}>
          Change
        </button>
      </div>
    </section>
  );
}

/** The question to answer (or to answer anew after Change): one button per value. */
function OpenQuestion({
  data,
  chosen,
  answered,
}: {
  data: Question;
  chosen: string | undefined;
  answered: () => void;
}) {
  const { answer } = useChatActions();
  const busy = useChatBusy();
  // in the conversation the thread announces the new card (count included): no live region of its own
  const onPage = useOnPage();
  const values = data.options.filter((o) => !o.role);
  // what an option leaves, in the flow's own word for its parts ('5 drums')
  const noun = data.remaining ? (n: number) => leavesText(data.flow as Flow, n) : null;
  const extra = (o: Question['options'][number] | undefined) =>
    o
      ? {
          label: o.label,
          sublabel: o.sublabel,
          onClick: () => {
            answered();
            answer(data, o);
          },
        }
      : null;
  return (
    <section className="card question" aria-label={data.title}>
      {data.progress ? <StepIndicator progress={data.progress} /> : null}
      <h3 className="question-title">{data.title}</h3>
      {data.remaining ? <StillMatch text={data.remaining.text} live={onPage} /> : null}
      {data.intro.map((p) => (
        <p key={p} className="question-intro">
          {p}
        </p>
      ))}
      {data.diagramUrl ? (
        <img
          className="question-diagram"
          src={data.diagramUrl}
          alt={data.diagramAlt ?? `${data.title} diagram`}
          width={320}
          height={240}
        />
      ) : null}
      <div className={data.columns === 2 ? 'options two' : 'options'}>
        {values.map((o) => (
          <button
            key={o.value}
            type="button"
            className={o.label === chosen ? 'option option-chosen' : 'option'}
            disabled={busy}
            onClick={() => {
              answered();
              answer(data, o);
            }}
          >
            {o.imageUrl ? (
              <img className="option-image" src={o.imageUrl} alt="" width={128} height={96} />
            ) : null}
            <span className="option-label">{o.label}</span>
            {o.sublabel ? <span className="option-sublabel">{o.sublabel}</span> : null}
            {o.count !== undefined && noun ? <OptionCount text={noun(o.count)} /> : null}
          </button>
        ))}
      </div>
      <NarrowingChoices
        disabled={busy}
        showNow={extra(data.options.find((o) => o.role === 'show-now'))}
        notSure={extra(data.options.find((o) => o.role === 'not-sure'))}
      />
      <OpenAsPage to={data.route} />
    </section>
  );
}
