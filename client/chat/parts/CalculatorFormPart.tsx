// A calculator step as a form in the conversation: the choice, one step's inputs, or the email form.
// The newest open form is live; older ones collapse to their title and the link to their page.
import { type FormEvent, useId, useState } from 'react';
import type { InputValues } from '../../../tools/engine/calculator/inputs.ts';
import type { ChooseCalculator } from '../../../tools/engine/calculator/kinds.ts';
import { formatMoney } from '../../../tools/engine/calculator/results.ts';
import { parseStep, stepSchema } from '../../../tools/engine/calculator/steps.ts';
import { CALCULATOR_TEXT } from '../../../tools/engine/calculator/texts.ts';
import type { DataParts } from '../../../tools/engine/messages.ts';
import { ApiError } from '../../api.ts';
import type { EmailForm } from '../../calculator/calculator-api.ts';
import { checkEmailForm, EMAIL_FIELDS } from '../../calculator/steps/EmailStep.tsx';
import '../../calculator/calculator.css';
import { emailResults, saveCalculator } from '../calculator-session.ts';
import { useChatActions } from '../chat-actions.tsx';
import { OpenAsPage } from './OpenAsPage.tsx';

type Form = DataParts['calculator-form'];

const SAVE_FAILED = 'We could not save these values. Please try again.';
const PREFIX = { money: '$', hours: '', percent: '' } as const;
const SUFFIX = { money: '', hours: 'hours', percent: '%' } as const;

function shown(unit: Form['fields'][number]['unit'], n: number): string {
  if (unit === 'money') return formatMoney(n);
  return unit === 'hours' ? `${n} ${n === 1 ? 'hour' : 'hours'}` : `${n}%`;
}

export function CalculatorFormPart({ data }: { data: Form }) {
  const { engine, submitForm } = useChatActions();
  const open = !!submitForm && engine?.calc?.formId === data.formId;
  const headingId = useId();
  return (
    <section
      className={open ? 'card calc-card' : 'card calc-card calc-card-closed'}
      aria-labelledby={headingId}
      data-form={data.form}
    >
      <p className="calc-header">{data.header}</p>
      <h3 id={headingId} className={open ? 'question-title' : 'question-title-small'}>
        {data.title}
      </h3>
      {open && data.form === 'choose' ? <ChooseForm data={data} /> : null}
      {open && data.form === 'inputs' ? <InputsForm data={data} /> : null}
      {open && data.form === 'email' ? <EmailFormPart data={data} /> : null}
      <OpenAsPage to={data.route} />
    </section>
  );
}

function ChooseForm({ data }: { data: Form }) {
  const { busy, submitForm } = useChatActions();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function choose(c: Form['choices'][number]) {
    setSaving(true);
    setFailure(null);
    try {
      // A new run: the session gets this calculator and no values yet.
      await saveCalculator(Number(c.value) as ChooseCalculator, {}, 'choose-calculator');
      submitForm?.(data, { chooseCalculator: c.value }, c.label);
    } catch {
      setFailure('We could not start the calculator. Please try again.');
      setSaving(false);
    }
  }
  return (
    <>
      <div className="calculator-choices">
        {data.choices.map((c) => (
          <button
            key={c.value}
            type="button"
            className="button calculator-choice"
            disabled={busy || saving}
            onClick={() => void choose(c)}
          >
            {c.label}
            <span>{c.hint}</span>
          </button>
        ))}
      </div>
      {data.errors.chooseCalculator ? (
        <p className="calculator-error">{data.errors.chooseCalculator}</p>
      ) : null}
      {failure ? (
        <p className="calculator-error" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}

function InputsForm({ data }: { data: Form }) {
  const { busy, submitForm, engine } = useChatActions();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(data.fields.map((f) => [f.name, f.value])),
  );
  const [errors, setErrors] = useState<Record<string, string>>(data.errors);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const step = parseStep(data.step);
  const idBase = useId();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (data.calculator === null || !step) return;
    const parsed = stepSchema(data.calculator, step).safeParse(values);
    if (!parsed.success) {
      const found = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      setErrors(found);
      document.getElementById(`${idBase}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    setFailure(null);
    const entered = parsed.data as InputValues;
    try {
      await saveCalculator(data.calculator, { ...engine?.calc?.values, ...entered }, step);
      const summary = data.fields
        .map((f) => `${f.label}: ${shown(f.unit, entered[f.name as keyof InputValues] ?? 0)}`)
        .join(' · ');
      submitForm?.(
        data,
        Object.fromEntries(Object.entries(entered).map(([k, v]) => [k, String(v)])),
        summary,
      );
    } catch {
      setFailure(SAVE_FAILED);
      setSaving(false);
    }
  }

  return (
    <form className="calculator-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {data.fields.map((f) => {
        const id = `${idBase}-${f.name}`;
        const error = errors[f.name];
        return (
          <div className="calculator-field" key={f.name}>
            <label htmlFor={id}>{f.label}</label>
            <div className="calculator-input">
              {PREFIX[f.unit] ? <span aria-hidden="true">{PREFIX[f.unit]}</span> : null}
              <input
                id={id}
                name={f.name}
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                required
                value={values[f.name] ?? ''}
                placeholder={data.step === 'downtime-costs' ? 'e.g. 100' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
              />
              {SUFFIX[f.unit] ? <span>{SUFFIX[f.unit]}</span> : null}
            </div>
            {error ? (
              <p className="calculator-field-error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {data.hints.length ? (
        <div className="calculator-hint">
          <p>{data.hints[0]}</p>
          <ul>
            {data.hints.slice(1).map((h) => (
              <li key={h}>{h}</li>
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
        <button type="submit" className="button button-primary" disabled={busy || saving}>
          {data.submitLabel}
        </button>
      </div>
    </form>
  );
}

function EmailFormPart({ data }: { data: Form }) {
  const { submitForm, engine } = useChatActions();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const idBase = useId();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkEmailForm(values);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${idBase}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    if (data.calculator === null) return;
    setSending(true);
    setFailure(null);
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
      const delivery = await emailResults(data.calculator, engine?.calc?.values ?? {}, trimmed as EmailForm);
      const recipient = trimmed.recipientEmail ?? '';
      submitForm?.(data, { delivery, recipient }, `Email the results to ${recipient}`);
    } catch (err) {
      // The form stays with its values; say what happened.
      setFailure(err instanceof ApiError && err.status === 429 ? err.message : CALCULATOR_TEXT.emailFailed);
      setSending(false);
    }
  }

  if (sending)
    return (
      <p role="status" className="calculator-sending">
        {CALCULATOR_TEXT.sendingEmail}
      </p>
    );
  return (
    <form className="calculator-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {failure ? (
        <p className="calculator-error" role="alert">
          {failure}
        </p>
      ) : null}
      {EMAIL_FIELDS.map((f) => {
        const id = `${idBase}-${f.name}`;
        const error = errors[f.name];
        const common = {
          id,
          name: f.name,
          value: values[f.name] ?? '',
          required: f.required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        const set = (v: string) => setValues((old) => ({ ...old, [f.name]: v }));
        return (
          <div className="calculator-field" key={f.name}>
            <label htmlFor={id}>
              {f.label}
              {f.required ? ' *' : ''}
            </label>
            <div className="calculator-input">
              {f.type === 'textarea' ? (
                <textarea {...common} rows={3} maxLength={2000} onChange={(e) => set(e.target.value)} />
              ) : (
                <input
                  {...common}
                  type={f.type}
                  maxLength={f.type === 'email' ? 254 : 100}
                  autoComplete={f.type === 'email' ? 'email' : 'off'}
                  onChange={(e) => set(e.target.value)}
                />
              )}
            </div>
            {error ? (
              <p className="calculator-field-error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="calculator-actions">
        <button type="submit" className="button button-primary">
          {data.submitLabel}
        </button>
      </div>
    </form>
  );
}
