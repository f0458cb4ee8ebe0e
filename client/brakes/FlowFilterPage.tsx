// {flow}/filter[/:currentFilter[/:filters]]: one question of a rotor, drum, casting or stud flow, or its
// results once the result filter is reached. Works on a fresh load: the URL holds every answer.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { FilterCategory } from '../../tools/catalog/facets.ts';
import {
  answerOf,
  chooseAnswer,
  columnsFor,
  type FlowStep,
  filterRoute,
  formatPairs,
  NOT_SURE,
  offerEarly,
  PARTS_FLOWS,
  type PartsFlowId,
  questionTitle,
  readPairs,
  trailerNotice,
  valueLabel,
} from '../../tools/engine/parts-flow/index.ts';
import {
  leavesText,
  NOT_SURE_LABEL,
  NOT_SURE_SUBLABEL,
  showNowLabel,
  stillMatchText,
} from '../../tools/engine/shared/narrowing.ts';
import { GivenAnswers } from '../chat/parts/GivenAnswers.tsx';
import { couldNotLoad, ErrorCard } from '../ui/ErrorCard.tsx';
import { MeasureItLink } from '../ui/MeasureItLink.tsx';
import { NarrowingChoices, OptionCount, StillMatch } from '../ui/Narrowing.tsx';
import { useCarrySearched } from '../ui/SearchedHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { FlowResults } from './FlowResults.tsx';
import { FlowNoResultsView, SplinedView } from './Outcomes.tsx';
import { useFlowAnswers, useFlowStep } from './useFlowStep.ts';

export function FlowFilterPage({ flow }: { flow: PartsFlowId }) {
  const def = PARTS_FLOWS[flow];
  const { currentFilter = null, filters = '' } = useParams();
  const navigate = useNavigate();
  const step = useFlowStep(def, currentFilter, filters);
  // a casting number searched for travels on with the questions to the results (their heading)
  const carry = useCarrySearched();

  // An answer edited into something no answer looks like ('axpos=abc') is named, not dropped: dropped, every
  // part matched the link and was shown as what its answers recommend.
  const edited = step.state === 'done' ? editedAnswers(step.categories, filters) : null;
  // Auto-applied answers and skipped filters show in the URL, so Back and reloads land on this same step.
  const canonical =
    step.state === 'done' && !edited && step.step.kind !== 'splined' && step.step.kind !== 'empty'
      ? filterRoute(def.route, step.step.code, step.step.pairs)
      : null;
  const here = filterRoute(def.route, currentFilter ?? '', Object.fromEntries(new URLSearchParams(filters)));
  // what the address already holds, said below the question or parts (a link opened cold has no history)
  const answers = useFlowAnswers(
    def,
    step.state === 'done' ? step.categories : null,
    step.state === 'done' && step.step.kind !== 'empty' ? step.step.pairs : null,
  );
  useEffect(() => {
    if (canonical && (canonical !== here || currentFilter === null))
      navigate(carry(canonical), { replace: true });
  }, [canonical, here, currentFilter, navigate, carry]);

  return (
    <>
      <StepBar />
      <section className="page">
        {step.state === 'loading' ? (
          <Spinner label="Loading choices" />
        ) : step.state === 'error' ? (
          <ErrorCard message={couldNotLoad('this step')} onRetry={step.retry} />
        ) : edited ? (
          <FlowNoResultsView flow={flow} why="no-match" pairs={edited} categories={step.categories} />
        ) : step.step.kind === 'empty' ? (
          <FlowNoResultsView flow={flow} why="no-parts" />
        ) : step.step.kind === 'splined' ? (
          <SplinedView pairs={step.step.pairs} />
        ) : step.step.kind === 'result' ? (
          <FlowResults flow={flow} pairs={step.step.pairs} categories={step.categories} />
        ) : (
          <Question
            flow={flow}
            step={step.step}
            categories={step.categories}
            onShowNow={(q) => navigate(carry(filterRoute(def.route, def.resultCode, q.pairs)))}
            onChoose={(q, answer) => {
              const next = chooseAnswer(step.categories, q.pairs, q.code, answer);
              navigate(
                carry(
                  next.kind === 'splined'
                    ? filterRoute(def.route, def.resultCode, next.pairs)
                    : filterRoute(def.route, next.next, next.pairs),
                ),
              );
            }}
          />
        )}
        <GivenAnswers answers={answers.map((a) => ({ ...a, route: carry(a.route) }))} />
      </section>
    </>
  );
}

/** The address's answers when one of the flow's questions has a value no answer looks like; else null. */
function editedAnswers(categories: readonly FilterCategory[], text: string) {
  const asked = new Set(categories.filter((c) => c.Role === 'question').map((c) => c.QueryParameterName));
  const { pairs, malformed } = readPairs(text);
  const edited = Object.entries(malformed).filter(([code]) => asked.has(code));
  return edited.length ? { ...pairs, ...Object.fromEntries(edited) } : null;
}

type QuestionStep = Extract<FlowStep, { kind: 'question' }>;
type QuestionProps = {
  flow: PartsFlowId;
  step: QuestionStep;
  categories: readonly FilterCategory[];
  /** The answer as sent: a value's Id or Inch, or {@link NOT_SURE}. */
  onChoose: (step: QuestionStep, answer: string) => void;
  onShowNow: (step: QuestionStep) => void;
};

function Question({ flow, step, categories, onChoose, onShowNow }: QuestionProps) {
  const { code, values, pairs, matching } = step;
  const category = categories.find((c) => c.QueryParameterName === code);
  const name = category?.Name ?? code;
  const notice = trailerNotice(flow, code, pairs);
  return (
    <div className="card question flow-question" data-filter={code} data-pairs={formatPairs(pairs)}>
      <h1 className="question-title">{questionTitle({ QueryParameterName: code, Name: name })}</h1>
      {matching === null ? null : <StillMatch text={stillMatchText(flow, matching)} />}
      {notice ? <p className="notice">{notice}</p> : null}
      <div className={columnsFor(code) === 2 ? 'options two' : 'options'}>
        {values.map((v) => {
          const { label, note } = valueLabel(flow, code, v);
          return (
            <button
              key={v.Id}
              type="button"
              className="option"
              onClick={() => onChoose(step, answerOf(category, v))}
            >
              {v.ImageGuid ? (
                <img
                  className="option-image"
                  src={`/images/${v.ImageGuid}.svg`}
                  alt=""
                  width={64}
                  height={64}
                />
              ) : null}
              <span className="option-label">{label}</span>
              {note ? <span className="option-sublabel">{note}</span> : null}
              {v.Count === undefined ? null : <OptionCount text={leavesText(flow, v.Count)} />}
            </button>
          );
        })}
      </div>
      <NarrowingChoices
        showNow={
          offerEarly(matching)
            ? { label: showNowLabel(flow, matching), onClick: () => onShowNow(step) }
            : null
        }
        notSure={{
          label: NOT_SURE_LABEL,
          sublabel: NOT_SURE_SUBLABEL,
          onClick: () => onChoose(step, NOT_SURE),
        }}
      />
      {/* the stud flow has no start page: its questions are where a mechanic without a number looks */}
      {flow === 'stud' ? <MeasureItLink kind="stud" /> : null}
    </div>
  );
}
