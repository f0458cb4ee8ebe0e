// A question with one button per value; once answered it collapses to the choice, which can be changed.
import { useState } from 'react';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
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
  return (
    <section className="card question" aria-label={data.title}>
      {data.progress ? <StepIndicator progress={data.progress} /> : null}
      <h3 className="question-title">{data.title}</h3>
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
        {data.options.map((o) => (
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
          </button>
        ))}
      </div>
      <OpenAsPage to={data.route} />
    </section>
  );
}
