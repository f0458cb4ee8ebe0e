// The calculator's form fields, shared by the calculator pages and the chat's calculator forms so both show
// the same labels, units, error wiring and email inputs.
import type { ReactNode } from 'react';
import { EMAIL_FIELD_LIMITS, isEmailAddress } from '../../../tools/email-address.ts';
import type { FieldMeta } from '../../../tools/engine/shared/calculator/step-paths.ts';
import { lengthCount } from '../../ui/length-count.ts';
import type { EmailForm } from '../calculator-api.ts';

const UNIT_PREFIX = { money: '$', hours: '', percent: '' } as const;
const UNIT_SUFFIX = { money: '', hours: 'hours', percent: '%' } as const;

type Values = Record<string, string>;

/** The longest text a number box takes ('$1,000,000.00' and more fit). */
export const NUMBER_MAX_LENGTH = 20;

type EmailField = {
  name: keyof EmailForm;
  label: string;
  type: 'text' | 'email' | 'textarea';
  /** The server's limit (EMAIL_FIELD_LIMITS): the input takes no more, so nothing is cut on the way. */
  maxLength: number;
  required?: boolean;
};

/** The email form's fields, on the email page and in the chat's email form. */
export const EMAIL_FIELDS: EmailField[] = [
  {
    name: 'recipientName',
    label: 'Recipient name',
    type: 'text',
    maxLength: EMAIL_FIELD_LIMITS.name,
    required: true,
  },
  {
    name: 'recipientEmail',
    label: 'Recipient email',
    type: 'email',
    maxLength: EMAIL_FIELD_LIMITS.email,
    required: true,
  },
  {
    name: 'recipientCompany',
    label: 'Recipient company',
    type: 'text',
    maxLength: EMAIL_FIELD_LIMITS.company,
  },
  { name: 'senderName', label: 'Your name', type: 'text', maxLength: EMAIL_FIELD_LIMITS.name },
  { name: 'senderEmail', label: 'Your email', type: 'email', maxLength: EMAIL_FIELD_LIMITS.email },
  { name: 'senderCompany', label: 'Your company', type: 'text', maxLength: EMAIL_FIELD_LIMITS.company },
  { name: 'notes', label: 'Notes', type: 'textarea', maxLength: EMAIL_FIELD_LIMITS.notes },
];

/** Required and email-format checks of the email form; field name -> message. */
export function checkEmailForm(values: Values): Values {
  const errors: Values = {};
  for (const f of EMAIL_FIELDS) {
    const v = (values[f.name] ?? '').trim();
    if (f.required && !v) errors[f.name] = 'Required';
    else if (v && f.type === 'email' && !isEmailAddress(v)) errors[f.name] = 'Invalid Email Address';
  }
  return errors;
}
type SetValue = (name: string, value: string) => void;

/** One labelled field with its input box and, when set, its error (linked by aria-describedby). */
function Field({
  id,
  label,
  error,
  after,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  /** Shown under the box, before any error (the notes' length count). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="calculator-field">
      <label htmlFor={id}>{label}</label>
      <div className="calculator-input">{children}</div>
      {after}
      {error ? (
        <p className="calculator-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `described`: the ids of other text under the box that describes it (the notes' length count). */
function errorProps(id: string, error: string | undefined, described: string[] = []) {
  const ids = [...(error ? [`${id}-error`] : []), ...described];
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

/** A step's numeric inputs with their unit prefix/suffix; ids are `${idBase}-${name}`. */
export function NumberFields(props: {
  fields: { name: string; label: string; unit: FieldMeta['unit'] }[];
  values: Values;
  errors: Values;
  idBase: string;
  placeholder?: string;
  onChange: SetValue;
}) {
  return props.fields.map((f) => {
    const id = `${props.idBase}-${f.name}`;
    const error = props.errors[f.name];
    return (
      <Field key={f.name} id={id} label={f.label} error={error}>
        {UNIT_PREFIX[f.unit] ? <span aria-hidden="true">{UNIT_PREFIX[f.unit]}</span> : null}
        <input
          id={id}
          name={f.name}
          // text, not number: a number field reads '12,50' as 1250 in an English browser, unasked
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={NUMBER_MAX_LENGTH}
          required
          value={props.values[f.name] ?? ''}
          placeholder={props.placeholder}
          {...errorProps(id, error)}
          onChange={(e) => props.onChange(f.name, e.target.value)}
        />
        {UNIT_SUFFIX[f.unit] ? <span>{UNIT_SUFFIX[f.unit]}</span> : null}
      </Field>
    );
  });
}

/** The email form's inputs; ids are `${idBase}-${name}`. */
export function EmailFields(props: {
  values: Values;
  errors: Values;
  idBase: string;
  notesRows: number;
  onChange: SetValue;
}) {
  return EMAIL_FIELDS.map((f) => {
    const id = `${props.idBase}-${f.name}`;
    const error = props.errors[f.name];
    const common = {
      id,
      name: f.name,
      value: props.values[f.name] ?? '',
      required: f.required,
      // the notes' count is read with the box, so a screen reader hears how much room is left
      ...errorProps(id, error, f.type === 'textarea' ? [`${id}-count`] : []),
    };
    const label = (
      <>
        {f.label}
        {f.required ? ' *' : ''}
      </>
    );
    return (
      <Field
        key={f.name}
        id={id}
        label={label}
        error={error}
        after={
          f.type === 'textarea' ? (
            // always in the page, so its text is announced when it appears (a live region added with its
            // text is often not)
            <p className="calculator-field-count" id={`${id}-count`} aria-live="polite">
              {lengthCount(common.value, f.maxLength)}
            </p>
          ) : null
        }
      >
        {f.type === 'textarea' ? (
          <textarea
            {...common}
            rows={props.notesRows}
            maxLength={f.maxLength}
            onChange={(e) => props.onChange(f.name, e.target.value)}
          />
        ) : (
          <input
            {...common}
            type={f.type}
            maxLength={f.maxLength}
            autoComplete={f.type === 'email' ? 'email' : 'off'}
            onChange={(e) => props.onChange(f.name, e.target.value)}
          />
        )}
      </Field>
    );
  });
}

/** The form-level failure message, announced when it appears. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p className="calculator-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The hint box under a step's fields: a lead line and a list. */
export function CalculatorHint({ lead, items }: { lead: string; items: string[] }) {
  return (
    <div className="calculator-hint">
      <p>{lead}</p>
      <ul>
        {items.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
    </div>
  );
}
