// The input steps (rebuild, replacement, labor, parts markup, downtime costs): one field per value.
import { type FormEvent, useState } from 'react';
import { defaultsFor } from '../../../tools/engine/calculator/inputs.ts';
import { stepFields, stepSchema } from '../../../tools/engine/calculator/steps.ts';
import { DOWNTIME_PLACEHOLDERS } from '../../../tools/engine/calculator/texts.ts';
import { snake } from '../calculator-api.ts';
import type { Calculator } from '../useCalculator.ts';

const UNIT_PREFIX = { money: '$', hours: '', percent: '' } as const;
const UNIT_SUFFIX = { money: '', hours: 'hours', percent: '%' } as const;

export function FormStep({ calc }: { calc: Calculator }) {
  const { session, step } = calc;
  const choice = session?.chooseCalculator ?? null;
  const fields = choice === null ? [] : stepFields(choice, step);
  const [values, setValues] = useState<Record<string, string>>(() => {
    if (choice === null || !session) return {};
    const defaults = defaultsFor(choice);
    return Object.fromEntries(fields.map((f) => [f.name, String(session[f.name] ?? defaults[f.name] ?? '')]));
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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
    const parsed = stepSchema(choice, step).safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(null);
    try {
      const body = Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [snake(k), v]));
      await calc.submit(body);
    } catch {
      setFailure('We could not save these values. Please try again.');
      setBusy(false);
    }
  }

  return (
    <form className="calculator-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {fields.map((f) => {
        const id = `calc-${f.name}`;
        const error = errors[f.name];
        return (
          <div className="calculator-field" key={f.name}>
            <label htmlFor={id}>{f.label}</label>
            <div className="calculator-input">
              {UNIT_PREFIX[f.unit] ? <span aria-hidden="true">{UNIT_PREFIX[f.unit]}</span> : null}
              <input
                id={id}
                name={f.name}
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                required
                value={values[f.name] ?? ''}
                placeholder={step === 'downtime-costs' ? 'e.g. 100' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
              />
              {UNIT_SUFFIX[f.unit] ? <span>{UNIT_SUFFIX[f.unit]}</span> : null}
            </div>
            {error ? (
              <p className="calculator-field-error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {step === 'downtime-costs' ? (
        <div className="calculator-hint">
          <p>Typical downtime costs per hour:</p>
          <ul>
            {DOWNTIME_PLACEHOLDERS.map((d) => (
              <li key={d.operation}>
                {d.operation}: {d.perHour}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failure ? (
        <p className="calculator-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="calculator-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {step === 'downtime-costs' ? 'Calculate' : 'Next'}
        </button>
      </div>
    </form>
  );
}
