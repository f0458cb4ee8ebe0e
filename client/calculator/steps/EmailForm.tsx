// The calculator's email form, shared by the calculator page and the chat card: checks the fields, shows
// 'Sending Email...' while `send` runs, and on failure keeps the form and its values and says what happened.
import { type FormEvent, useState } from 'react';
import { CALCULATOR_TEXT } from '../../../tools/engine/shared/calculator/texts.ts';
import { ApiError } from '../../api.ts';
import { type EmailForm as EmailFormValues, SessionGone } from '../calculator-api.ts';
import type { FormDraft } from '../step-drafts.ts';
import { checkEmailForm, EmailFields, FormFailure } from './fields.tsx';

export function EmailForm({
  idBase,
  notesRows,
  submitLabel,
  focusFirstError = false,
  draft = null,
  send,
}: {
  idBase: string;
  notesRows: number;
  submitLabel: string;
  /** Move focus to the first field with an error when the form does not pass its checks. */
  focusFirstError?: boolean;
  /** Where the text typed and not yet sent is kept across a reload (the email page; step-drafts.ts). */
  draft?: FormDraft | null;
  /** Sends the trimmed form and moves on; null when there is nothing to send yet. */
  send: ((form: EmailFormValues) => Promise<void>) | null;
}) {
  const [values, setValues] = useState<Record<string, string>>(() => draft?.read() ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkEmailForm(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      if (focusFirstError) document.getElementById(`${idBase}-${first}`)?.focus();
      return;
    }
    // never a Send that does nothing: say why nothing can go
    if (!send) return setFailure(CALCULATOR_TEXT.nothingToEmail);
    setSending(true);
    setFailure(null);
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
      await send(trimmed as EmailFormValues);
      draft?.drop();
    } catch (err) {
      // keep the form and its values; say what happened
      setFailure(
        err instanceof SessionGone
          ? CALCULATOR_TEXT.calculationGone
          : err instanceof ApiError && err.status === 429
            ? err.message
            : CALCULATOR_TEXT.emailFailed,
      );
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
      <FormFailure message={failure} />
      <EmailFields
        values={values}
        errors={errors}
        idBase={idBase}
        notesRows={notesRows}
        onChange={(name, v) => {
          const typed = { ...values, [name]: v };
          setValues(typed);
          draft?.keep(typed);
        }}
      />
      <div className="calculator-actions">
        <button type="submit" className="button button-primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
