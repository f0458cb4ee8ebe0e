// {flow}/filter[/:currentFilter[/:filters]]: one question of a rotor, drum, casting or stud flow, or its
// results once the result filter is reached. Works on a fresh load: the URL holds every answer.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { FilterCategory, FilterValue } from '../../tools/catalog/facets.ts';
import {
  choose,
  columnsFor,
  type FlowStep,
  filterRoute,
  formatPairs,
  PARTS_FLOWS,
  type PartsFlowId,
  questionTitle,
  trailerNotice,
  valueLabel,
} from '../../tools/engine/parts-flow/index.ts';
import { couldNotLoad, ErrorCard } from '../ui/ErrorCard.tsx';
import { useCarrySearched } from '../ui/SearchedHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { FlowResults } from './FlowResults.tsx';
import { SplinedView } from './Outcomes.tsx';
import { useFlowStep } from './useFlowStep.ts';

export function FlowFilterPage({ flow }: { flow: PartsFlowId }) {
  const def = PARTS_FLOWS[flow];
  const { currentFilter = null, filters = '' } = useParams();
  const navigate = useNavigate();
  const step = useFlowStep(def, currentFilter, filters);
  // a casting number searched for travels on with the questions to the results (their heading)
  const carry = useCarrySearched();

  // Auto-applied answers and skipped filters show in the URL, so Back and reloads land on this same step.
  const canonical =
    step.state === 'done' && step.step.kind !== 'splined'
      ? filterRoute(def.route, step.step.code, step.step.pairs)
      : null;
  const here = filterRoute(def.route, currentFilter ?? '', Object.fromEntries(new URLSearchParams(filters)));
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
          <ErrorCard message={couldNotLoad('this step')} />
        ) : step.step.kind === 'splined' ? (
          <SplinedView pairs={step.step.pairs} />
        ) : step.step.kind === 'result' ? (
          <FlowResults flow={flow} pairs={step.step.pairs} />
        ) : (
          <Question
            flow={flow}
            step={step.step}
            categories={step.categories}
            onChoose={(q, value) => {
              const next = choose(step.categories, q.pairs, q.code, value);
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
      </section>
    </>
  );
}

type QuestionStep = Extract<FlowStep, { kind: 'question' }>;
type QuestionProps = {
  flow: PartsFlowId;
  step: QuestionStep;
  categories: readonly FilterCategory[];
  onChoose: (step: QuestionStep, value: FilterValue) => void;
};

function Question({ flow, step, categories, onChoose }: QuestionProps) {
  const { code, values, pairs } = step;
  const name = categories.find((c) => c.QueryParameterName === code)?.Name ?? code;
  const notice = trailerNotice(flow, code, pairs);
  return (
    <div className="card question flow-question" data-filter={code} data-pairs={formatPairs(pairs)}>
      <h1 className="question-title">{questionTitle({ QueryParameterName: code, Name: name })}</h1>
      {notice ? <p className="notice">{notice}</p> : null}
      <div className={columnsFor(code) === 2 ? 'options two' : 'options'}>
        {values.map((v) => {
          const { label, note } = valueLabel(flow, code, v);
          return (
            <button key={v.Id} type="button" className="option" onClick={() => onChoose(step, v)}>
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
            </button>
          );
        })}
      </div>
    </div>
  );
}
