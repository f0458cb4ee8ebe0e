// email: the email form of spec section 3; 'Sending Email...' while sending; the failure message keeps the form.
import { type FormEvent, useState } from 'react';
import { CALCULATOR_TEXT } from '../../../tools/engine/calculator/texts.ts';
import { ApiError } from '../../api.ts';
import { type EmailForm, sendEmail } from '../calculator-api.ts';
import type { Calculator } from '../useCalculator.ts';

type Field = {
  name: keyof EmailForm;
  label: string;
  type: 'text' | 'email' | 'textarea';
  required?: boolean;
};

/** The email form's fields; the chat's email form shows the same ones. */
export const EMAIL_FIELDS: Field[] = [
  { name: 'recipientName', label: 'Recipient name', type: 'text', required: true },
  { name: 'recipientEmail', label: 'Recipient email', type: 'email', required: true },
  { name: 'recipientCompany', label: 'Recipient company', type: 'text' },
  { name: 'senderName', label: 'Your name', type: 'text' },
  { name: 'senderEmail', label: 'Your email', type: 'email' },
  { name: 'senderCompany', label: 'Your company', type: 'text' },
  { name: 'notes', label: 'Notes', type: 'textarea' },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required and email-format checks of the email form; field name -> message. */
export function checkEmailForm(values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of EMAIL_FIELDS) {
    const v = (values[f.name] ?? '').trim();
    if (f.required && !v) errors[f.name] = 'Required';
    else if (v && f.type === 'email' && !EMAIL.test(v)) errors[f.name] = 'Invalid Email Address';
  }
  return errors;
}

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
      {failure ? (
        <p className="calculator-error" role="alert">
          {failure}
        </p>
      ) : null}
      {EMAIL_FIELDS.map((f) => {
        const id = `email-${f.name}`;
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
                <textarea {...common} rows={4} maxLength={2000} onChange={(e) => set(e.target.value)} />
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
          Send Email
        </button>
      </div>
    </form>
  );
}
