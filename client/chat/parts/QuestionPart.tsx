// A question with one button per value; once answered it collapses to the choice, which can be changed.
import { useState } from 'react';
import type { Flow } from '../../../tools/catalog/facets.ts';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { leavesText } from '../../../tools/engine/shared/narrowing.ts';
import { NarrowingChoices, OptionCount, StillMatch } from '../../ui/Narrowing.tsx';
import { useChatActions } from '../chat-actions.tsx';
import { OpenAsPage } from './OpenAsPage.tsx';
import { StepIndicator } from './StepIndicator.tsx';

export function QuestionPart({ data }: { data: DataParts['question'] }) {
  const { answers, answer, busy, engine } = useChatActions();
  const chosen = answers.get(data.questionId);
  const [changing, setChanging] = useState(false);

  // Never answered and no longer the open question (the conversation moved on): only its title stays.
  if (!chosen && engine && engine.pending?.questionId !== data.questionId) {
    return (
      <section className="card question question-answered question-stale" aria-label={data.title}>
        <p className="question-title-small">{data.title}</p>
        <p className="question-stale-note">Not answered</p>
      </section>
    );
  }

  if (chosen && !changing) {
    return (
      <section className="card question question-answered" aria-label={data.title}>
        <p className="question-title-small">{data.title}</p>
        <div className="answered-row">
          <span className="answered-value">{chosen}</span>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => setChanging(true)}
            disabled={busy}
          >
            Change
          </button>
        </div>
      </section>
    );
  }
  const values = data.options.filter((o) => !o.role);
  // what an option leaves, in the flow's own word for its parts ('5 drums')
  const noun = data.remaining ? (n: number) => leavesText(data.flow as Flow, n) : null;
  const extra = (o: (typeof data.options)[number] | undefined) =>
    o
      ? {
          label: o.label,
          sublabel: o.sublabel,
          onClick: () => {
            setChanging(false);
            answer(data, o);
          },
        }
      : null;
  return (
    <section className="card question" aria-label={data.title}>
      {data.progress ? <StepIndicator progress={data.progress} /> : null}
      <h3 className="question-title">{data.title}</h3>
      {data.remaining ? <StillMatch text={data.remaining.text} /> : null}
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
              setChanging(false);
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
