// /hub/email: the static 'Email Product' form of the specification. It neither checks nor sends anything.
import { type FormEvent, useId, useState } from 'react';
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { StepBar } from '../ui/StepBar.tsx';

export function EmailProductPage() {
  const inputId = useId();
  const [tried, setTried] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
  };
  return (
    <>
      <StepBar />
      <section className="page">
        <h1 className="page-title">{PAGE_TEXT.emailProductTitle}</h1>
        <form className="card form" onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId}>Email address</label>
          <input
            id={inputId}
            className="text-input"
            type="email"
            autoComplete="email"
            aria-invalid={tried}
            aria-describedby={tried ? `${inputId}-error` : undefined}
          />
          {tried ? (
            <p id={`${inputId}-error`} className="field-error" role="alert">
              {PAGE_TEXT.invalidEmail}
            </p>
          ) : null}
          <button type="submit" className="button button-primary">
            Send
          </button>
        </form>
      </section>
    </>
  );
}
