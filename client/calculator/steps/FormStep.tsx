// The input steps (rebuild, replacement, labor, parts markup, downtime costs): one field per value.
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { checkStep, stepFields } from '../../../tools/engine/shared/calculator/step-paths.ts';
import { DOWNTIME_PLACEHOLDERS } from '../../../tools/engine/shared/calculator/texts.ts';
import { snake } from '../calculator-api.ts';
import { RETURN_TO_RESULTS } from '../session-link.ts';
import { formDraft } from '../step-drafts.ts';
import { differsFromSaved, savedTexts } from '../unsaved-values.ts';
import type { Calculator } from '../useCalculator.ts';
import { CalculatorHint, FormFailure, NUMBER_MAX_LENGTH, NumberFields } from './fields.tsx';

export function FormStep({ calc }: { calc: Calculator }) {
  const { session, step } = calc;
  const choice = session?.chooseCalculator ?? null;
  const fields = choice === null ? [] : stepFields(choice, step);
  // text typed here and not yet saved, kept across a reload and Back/Forward in this tab (step-drafts.ts)
  const [draft] = useState(() =>
    session
      ? formDraft(
          calc.mode,
          session.id,
          step,
          Object.fromEntries(fields.map((f) => [f.name, NUMBER_MAX_LENGTH])),
        )
      : null,
  );
  const [values, setValues] = useState<Record<string, string>>(() => {
    if (choice === null || !session) return {};
    return { ...savedTexts(choice, session, step), ...draft?.read() };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // opened by a Change link on the results: saving goes back to them
  const returning = useSearchParams()[0].get('return') === RETURN_TO_RESULTS;
  // a Change link names its field in the hash (#calc-wheelSealCost): focus that field, if it is one of ours
  const { hash } = useLocation();
  const fieldNames = fields.map((f) => f.name).join(' ');
  useEffect(() => {
    const name = hash.startsWith('#calc-') ? hash.slice('#calc-'.length) : '';
    if (name && fieldNames.split(' ').includes(name)) document.getElementById(`calc-${name}`)?.focus();
  }, [hash, fieldNames]);

  // Opened cold (a link from another device, no calculation of this calculator here): the calculator
  // starts at its first step, which says why (RegisterStep), instead of leaving it for the chooser.
  // <Navigate> navigates again whenever its state changes: a new object per render started a new
  // navigation on every render while one was on its way, and the page hung.
  const cold = useMemo(() => ({ coldStep: step }), [step]);
  if ((choice === null || !session) && calc.urlChoice !== null)
    return <Navigate to={calc.href('register')} state={cold} replace />;
  if (choice === null || !session)
    return (
      <div className="calculator-actions">
        <p>Choose a calculator first.</p>
        <button type="button" className="button button-primary" onClick={() => calc.go('choose-calculator')}>
          Choose a calculator
        </button>
      </div>
    );

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (choice === null) return;
    const checked = checkStep(choice, step, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(null);
    try {
      const body = Object.fromEntries(Object.entries(checked.values).map(([k, v]) => [snake(k), v]));
      await calc.submit(body);
      // saved: the step shows the session's values from now on, not this text
      draft?.drop();
    } catch {
      setFailure('We could not save these values. Please try again.');
      setBusy(false);
    }
  }

  const submitLabel = returning ? 'Save and show results' : step === 'downtime-costs' ? 'Calculate' : 'Next';
  return (
    <form className="calculator-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <NumberFields
        fields={fields}
        values={values}
        errors={errors}
        idBase="calc"
        placeholder={step === 'downtime-costs' ? 'e.g. 100' : undefined}
        onChange={(name, v) => {
          const typed = { ...values, [name]: v };
          setValues(typed);
          draft?.keep(typed);
        }}
      />
      {step === 'downtime-costs' ? (
        <CalculatorHint
          lead="Typical downtime costs per hour:"
          items={DOWNTIME_PLACEHOLDERS.map((d) => `${d.operation}: ${d.perHour}`)}
        />
      ) : null}
      {differsFromSaved(choice, session, step, values) ? (
        <p className="calculator-unsaved" data-testid="unsaved-note">
          Not saved yet: your results use the values saved before. Press {submitLabel} to use these.
        </p>
      ) : null}
      <FormFailure message={failure} />
      <div className="calculator-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {submitLabel}
        </button>
        {returning ? (
          <Link className="button button-quiet" to={calc.href('results')}>
            Back to results
          </Link>
        ) : null}
      </div>
    </form>
  );
}
