// "Email this list": an address and Send. The server builds the mail from the hub, the way and the ends
// (never from what this page shows), so only those and the address are sent. A failed send keeps the
// address typed, so a retry is one tap.
import { type FormEvent, useId, useState } from 'react';
import type { SendJobPartsEmailBody } from '../../../server/routes/send-job-parts-email.ts';
import { isEmailAddress } from '../../../tools/email-address.ts';
import type { JobPartsData } from '../../../tools/engine/shared/job-parts-data.ts';
import { apiHeaders } from '../../api.ts';

type State =
  | { kind: 'closed' }
  | { kind: 'open' }
  | { kind: 'sending' }
  | { kind: 'sent'; to: string }
  | { kind: 'failed'; message: string };

const FAILED = 'We were unable to send the email. Please try again later';

async function send(body: SendJobPartsEmailBody): Promise<string | null> {
  try {
    const res = await fetch('/api/v15/hubassembly/jobparts/email', {
      method: 'POST',
      headers: { ...apiHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return null;
    const answer = (await res.json().catch(() => null)) as {
      Error?: { Message?: string; Details?: { message?: string }[] };
    } | null;
    if (res.status === 400) return 'Enter a valid email address';
    return answer?.Error?.Message ?? FAILED;
  } catch {
    return FAILED;
  }
}

export function JobEmailForm({ data }: { data: JobPartsData }) {
  const [state, setState] = useState<State>({ kind: 'closed' });
  const [address, setAddress] = useState('');
  const id = useId();

  if (state.kind === 'closed')
    return (
      <button type="button" className="button button-quiet" onClick={() => setState({ kind: 'open' })}>
        Email this list
      </button>
    );

  if (state.kind === 'sent')
    return (
      <p className="job-email-sent" role="status">
        List sent to {state.to}.{' '}
        <button type="button" className="button button-quiet" onClick={() => setState({ kind: 'open' })}>
          Send it to another address
        </button>
      </p>
    );

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const to = address.trim();
    if (!isEmailAddress(to)) {
      setState({ kind: 'failed', message: 'Enter a valid email address' });
      return;
    }
    setState({ kind: 'sending' });
    const error = await send({
      hanum: data.hubAssemblyNumber,
      mode: data.mode,
      ends: data.ends,
      ...(data.nut?.plus ? { nut: 'plus' as const } : {}),
      ...(data.nut?.spindle ? { spindle: data.nut.spindle } : {}),
      recipientEmail: to,
    });
    setState(error ? { kind: 'failed', message: error } : { kind: 'sent', to });
  }

  const failed = state.kind === 'failed';
  return (
    <form className="job-email" onSubmit={onSubmit} noValidate aria-label="Email this list">
      <label htmlFor={`${id}-to`}>Email this list to</label>
      <div className="job-email-row">
        <input
          id={`${id}-to`}
          className="text-input"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button-primary" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Sending…' : 'Send'}
        </button>
      </div>
      {failed && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
