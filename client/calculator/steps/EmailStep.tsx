// email: the email form of spec section 3; 'Sending Email...' while sending; the failure message keeps the form.
import { type FormEvent, useState } from 'react';
import { CALCULATOR_TEXT } from '../../../tools/engine/calculator/texts.ts';
import { ApiError } from '../../api.ts';
import { type EmailForm, sendEmail } from '../calculator-api.ts';
import type { Calculator } from '../useCalculator.ts';
import { checkEmailForm, EmailFields, FormFailure } from './fields.tsx';

export function EmailStep({ calc }: { calc: Calculator }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const session = calc.session;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkEmailForm(values);
    setErrors(found);
    if (Object.keys(found).length || !session) return;
    setSending(true);
    setFailure(null);
    try {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
      const delivery = await sendEmail(calc.mode, session.id, trimmed as EmailForm);
      await calc.submit({}, { delivery, recipient: trimmed.recipientEmail });
    } catch (err) {
      // keep the form and its values; say what happened
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
      <FormFailure message={failure} />
      <EmailFields
        values={values}
        errors={errors}
        idBase="email"
        notesRows={4}
        onChange={(name, v) => setValues((old) => ({ ...old, [name]: v }))}
      />
      <div className="calculator-actions">
        <button type="submit" className="button button-primary">
          Send Email
        </button>
      </div>
    </form>
  );
}
