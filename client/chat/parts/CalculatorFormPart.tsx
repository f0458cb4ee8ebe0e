// A calculator step as a form in the conversation: the choice, one step's inputs, or the email form.
// The newest open form is live; older ones collapse to their title and the link to their page.
import { type FormEvent, useId, useState } from 'react';
import { type InputValues, numberText } from '../../../tools/engine/shared/calculator/input-rules.ts';
import type { ChooseCalculator } from '../../../tools/engine/shared/calculator/kinds.ts';
import { formatHours, formatMoney, formatPercent } from '../../../tools/engine/shared/calculator/results.ts';
import { inputStepProgress, parseStep, stepSchema } from '../../../tools/engine/shared/calculator/steps.ts';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { ProgressBar } from '../../calculator/CalculatorProgress.tsx';
import { chatFormDraft } from '../../calculator/step-drafts.ts';
import { EmailForm } from '../../calculator/steps/EmailForm.tsx';
import {
  CalculatorHint,
  EMAIL_FIELDS,
  FormFailure,
  NUMBER_MAX_LENGTH,
  NumberFields,
} from '../../calculator/steps/fields.tsx';
import '../../calculator/calculator.css';
import { emailResults, saveCalculator } from '../calculator-session.ts';
import { useChatActions, useChatBusy, useChatEngine } from '../chat-actions.tsx';
import { OpenAsPage } from './OpenAsPage.tsx';

type Form = DataParts['calculator-form'];

const SAVE_FAILED = 'We could not save these values. Please try again.';

function shown(unit: Form['fields'][number]['unit'], n: number): string {
  if (unit === 'money') return formatMoney(n);
  return unit === 'hours' ? formatHours(n) : formatPercent(n);
}

export function CalculatorFormPart({ data }: { data: Form }) {
  const { submitForm } = useChatActions();
  const open = useChatEngine((engine) => !!submitForm && engine?.calc?.formId === data.formId);
  const headingId = useId();
  return (
    <section
      className={open ? 'card calc-card' : 'card calc-card calc-card-closed'}
      aria-labelledby={headingId}
      data-form={data.form}
    >
      <p className="calc-header">{data.header}</p>
      {open ? <FormProgress data={data} /> : null}
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

/** The pages' step bar in the chat: one segment per form that asks for values (the title says "2 of 4"). */
function FormProgress({ data }: { data: Form }) {
  const step = parseStep(data.step);
  if (data.form !== 'inputs' || data.calculator === null || !step) return null;
  const p = inputStepProgress(data.calculator, step);
  return p.index > 0 ? <ProgressBar done={p.index} total={p.total} /> : null;
}

function ChooseForm({ data }: { data: Form }) {
  const { submitForm } = useChatActions();
  const busy = useChatBusy();
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
      <FormFailure message={failure} />
    </>
  );
}

function InputsForm({ data }: { data: Form }) {
  const actions = useChatActions();
  const { submitForm } = actions;
  const busy = useChatBusy();
  // text typed here and not yet sent, kept across a reload of the conversation (step-drafts.ts)
  const [draft] = useState(() =>
    chatFormDraft(
      actions.conversationId,
      data.formId,
      Object.fromEntries(data.fields.map((f) => [f.name, NUMBER_MAX_LENGTH])),
    ),
  );
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(data.fields.map((f) => [f.name, f.value])),
    ...draft?.read(),
  }));
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
      // the values as they are at the submit (the conversation's actions read them then)
      await saveCalculator(data.calculator, { ...actions.engine?.calc?.values, ...entered }, step);
      const summary = data.fields
        .map((f) => `${f.label}: ${shown(f.unit, entered[f.name as keyof InputValues] ?? 0)}`)
        .join(' · ');
      submitForm?.(
        data,
        Object.fromEntries(Object.entries(entered).map(([k, v]) => [k, numberText(v)])),
        summary,
      );
      draft?.drop();
    } catch {
      setFailure(SAVE_FAILED);
      setSaving(false);
    }
  }

  return (
    <form className="calculator-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <NumberFields
        fields={data.fields}
        values={values}
        errors={errors}
        idBase={idBase}
        placeholder={data.step === 'downtime-costs' ? 'e.g. 100' : undefined}
        onChange={(name, v) => {
          const typed = { ...values, [name]: v };
          setValues(typed);
          draft?.keep(typed);
        }}
      />
      {data.hints.length ? <CalculatorHint lead={data.hints[0] ?? ''} items={data.hints.slice(1)} /> : null}
      <FormFailure message={failure} />
      <div className="calculator-actions">
        <button type="submit" className="button button-primary" disabled={busy || saving}>
          {data.submitLabel}
        </button>
      </div>
    </form>
  );
}

function EmailFormPart({ data }: { data: Form }) {
  const actions = useChatActions();
  const { submitForm } = actions;
  const idBase = useId();
  const calculator = data.calculator;
  return (
    <EmailForm
      idBase={idBase}
      notesRows={3}
      draft={chatFormDraft(
        actions.conversationId,
        data.formId,
        Object.fromEntries(EMAIL_FIELDS.map((f) => [f.name, f.maxLength])),
      )}
      submitLabel={data.submitLabel}
      focusFirstError
      send={
        calculator === null
          ? null
          : async (form) => {
              const delivery = await emailResults(calculator, actions.engine?.calc?.values ?? {}, form);
              const recipient = form.recipientEmail ?? '';
              submitForm?.(data, { delivery, recipient }, `Email the results to ${recipient}`);
            }
      }
    />
  );
}
