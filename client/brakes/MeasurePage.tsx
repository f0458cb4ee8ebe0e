// {drum|rotor|hub|stud} measure page: the sizes a mechanic can take with a tape or caliper, in inches or
// millimetres, and the parts that fit them ranked by closeness (GET /api/v15/measure/{kind}). The address
// holds the measurements, so a cold link shows the same answer; nothing fitting names the measurement that
// rules everything out and offers the nearest parts.
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  DIMENSIONS,
  dimensionOf,
  type MeasureKind,
  measureProblem,
  type Unit,
} from '../../tools/catalog/measure-dimensions.ts';
import type { MeasureCandidate, MeasureMatchOutput } from '../../tools/catalog/measure-match.ts';
import { measurementsIn, measureSearch, parseMeasureValue } from '../../tools/catalog/measure-query.ts';
import {
  checkLines,
  fitCountText,
  measuredText,
  otherUnitText,
  ruledOutText,
} from '../../tools/engine/measure/measure-texts.ts';
import { boxMeasure } from '../../tools/engine/measure/read-measure.ts';
import { useApi } from '../data/useApi.ts';
import { couldNotLoad, ErrorCard } from '../ui/ErrorCard.tsx';
import { FROM_RESULTS } from '../ui/from-results.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { MeasureDiagram } from './MeasureDiagram.tsx';

const TITLES: Record<MeasureKind, string> = {
  drum: 'Measure your drum',
  rotor: 'Measure your rotor',
  hub: 'Measure your hub',
  stud: 'Measure your stud',
};

/** What a refused size says: a tape's fraction is read too, halves to 64ths ('16 1/3' is not). */
const SIZE_HINT = {
  in: 'Type a size, like 16.5 or 16 1/2',
  mm: 'Type a size, like 419',
} as const;

export function MeasurePage({ kind }: { kind: MeasureKind }) {
  const [params, setParams] = useSearchParams();
  const measurements = measurementsIn(kind, params);
  // a link with a size no part has (edited, or typed in the wrong unit) is shown on its field, not asked
  const linkErrors = Object.fromEntries(
    measurements.flatMap((m) => {
      const d = dimensionOf(kind, m.dimension);
      const problem = d && measureProblem(d, m.value, m.unit);
      return problem ? [[m.dimension, problem]] : [];
    }),
  );
  const query = Object.keys(linkErrors).length ? null : measureSearch(kind, measurements);
  const res = useApi<MeasureMatchOutput>(query ? `/api/v15/measure/${kind}?${query}` : null);
  return (
    <>
      <StepBar />
      <section className="page measure-page">
        <h1 className="page-title">{TITLES[kind]}</h1>
        <p className="lead">
          No number on the part? Measure what you can with a tape or caliper, in any order. Any one size is a
          start; every size you add narrows the list.
        </p>
        <MeasureDiagram kind={kind} measured={new Set(measurements.map((m) => m.dimension))} />
        {/* keyed by the address: a new search or Back fills the fields from the URL again */}
        <MeasureForm
          key={params.toString()}
          kind={kind}
          params={params}
          linkErrors={linkErrors}
          onSearch={(next) => setParams(next)}
        />
        {!query ? null : res.state === 'loading' ? (
          <Spinner label="Matching your measurements" />
        ) : res.state === 'error' ? (
          <ErrorCard message={couldNotLoad('the matching parts')} onRetry={res.retry} />
        ) : (
          <MeasureAnswer out={res.data} />
        )}
      </section>
    </>
  );
}

type FormProps = {
  kind: MeasureKind;
  params: URLSearchParams;
  /** What is wrong with the sizes the address holds, by field. */
  linkErrors: Record<string, string>;
  onSearch: (next: URLSearchParams) => void;
};

function MeasureForm({ kind, params, linkErrors, onSearch }: FormProps) {
  const [unit, setUnit] = useState<Unit>(params.get('unit') === 'mm' ? 'mm' : 'in');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(DIMENSIONS[kind].map((d) => [d.key, (params.get(d.key) ?? '').slice(0, 12)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>(linkErrors);
  const [noneGiven, setNoneGiven] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = new URLSearchParams({ unit });
    const bad: Record<string, string> = {};
    for (const d of DIMENSIONS[kind]) {
      // fractions and a decimal comma read as the chat reads them ('2 1/2', '2,5')
      const raw = boxMeasure(values[d.key] ?? '');
      if (!raw) continue;
      const parsed = parseMeasureValue(raw, unit);
      const problem = parsed && measureProblem(d, parsed.value, parsed.unit);
      if (!parsed || (d.count && !Number.isInteger(parsed.value)))
        bad[d.key] = d.count ? 'Type a whole number, like 10' : SIZE_HINT[unit];
      else if (problem) bad[d.key] = problem;
      else next.set(d.key, raw);
    }
    setErrors(bad);
    const given = [...next.keys()].length > 1;
    setNoneGiven(!given && !Object.keys(bad).length);
    if (given && !Object.keys(bad).length) onSearch(next);
  }

  return (
    <form className="form measure-form" onSubmit={submit} noValidate>
      <fieldset className="unit-toggle">
        <legend className="field-label">Unit</legend>
        {(['in', 'mm'] as const).map((u) => (
          <label key={u} className={unit === u ? 'unit-option selected' : 'unit-option'}>
            <input type="radio" name="unit" value={u} checked={unit === u} onChange={() => setUnit(u)} />
            {u === 'in' ? 'Inches' : 'Millimetres'}
          </label>
        ))}
      </fieldset>
      <div className="measure-fields">
        {DIMENSIONS[kind].map((d) => {
          const id = `measure-${d.key}`;
          const error = errors[d.key];
          return (
            <div key={d.key} className="measure-field">
              <label htmlFor={id}>
                {d.letter ? `${d.letter} ` : ''}
                {/* the stud's labels carry their letter for the chat ('Length (A)'): here it leads */}
                {d.letter ? d.label.replace(` (${d.letter})`, '') : d.label}
                {d.count ? '' : ` (${unit})`}
              </label>
              <input
                id={id}
                className="text-input"
                inputMode={d.count ? 'numeric' : 'decimal'}
                autoComplete="off"
                maxLength={12}
                value={values[d.key] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                onChange={(e) => setValues((v) => ({ ...v, [d.key]: e.target.value }))}
              />
              <span id={`${id}-hint`} className="muted measure-hint">
                {d.hint}
              </span>
              {error ? (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {noneGiven ? <p className="field-error">Type at least one size.</p> : null}
      <button type="submit" className="button button-primary">
        Find matches
      </button>
    </form>
  );
}

function MeasureAnswer({ out }: { out: MeasureMatchOutput }) {
  const noun = out.Kind;
  if (out.Results.length) {
    const more = out.Total > out.Results.length ? ` (the ${out.Results.length} closest shown)` : '';
    return (
      <section className="measure-answer" aria-label="Matching parts">
        <h2 className="result-title">
          {fitCountText(out.Kind, out.Total)}: {measuredText(out)}
          {more}
        </h2>
        <Candidates out={out} list={out.Results} />
      </section>
    );
  }
  const without = out.RuledOut
    ? (() => {
        const q = new URLSearchParams(out.Route.split('?')[1] ?? '');
        q.delete(out.RuledOut.Dimension);
        return q.toString() ? `?${q.toString()}` : '';
      })()
    : '';
  return (
    <section className="measure-answer" aria-label="No exact match">
      <div className="card notice-card">
        <h2 className="result-title">No {noun} fits every measurement</h2>
        {/* first: a slip of the unit toggle is the likeliest reason nothing fits */}
        {out.OtherUnit ? (
          <p className="other-unit">
            The same numbers in the other unit fit:{' '}
            <Link to={`?${out.OtherUnit.Route.split('?')[1] ?? ''}`}>{otherUnitText(out)}</Link>
          </p>
        ) : null}
        <p>{ruledOutText(out)}</p>
        {out.RuledOut && without ? (
          <p>
            <Link to={without}>Match without the {out.RuledOut.Label.toLowerCase()}</Link>
          </p>
        ) : null}
      </div>
      {out.Nearest.length ? (
        <>
          <h2 className="result-title">Nearest {noun}s</h2>
          <Candidates out={out} list={out.Nearest} />
        </>
      ) : null}
    </section>
  );
}

function Candidates({ out, list }: { out: MeasureMatchOutput; list: MeasureCandidate[] }) {
  return (
    <ol className="measure-list">
      {list.map((c) => (
        <li key={c.PartNumber} className="card measure-candidate">
          <p className="measure-number">
            <Link to={c.Route} state={FROM_RESULTS}>
              {c.PartNumber}
            </Link>
            <span className="muted"> {c.Description}</span>
          </p>
          <dl className="part-rows">
            {checkLines(out.Kind, c).map(([label, value], i) => (
              <div key={label} className="part-row" data-verdict={c.Dimensions[i]?.Verdict}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

export const DrumMeasurePage = () => <MeasurePage kind="drum" />;
export const RotorMeasurePage = () => <MeasurePage kind="rotor" />;
export const HubMeasurePage = () => <MeasurePage kind="hub" />;
export const StudMeasurePage = () => <MeasurePage kind="stud" />;
