// confirmation: the email went out (or waits in the outbox); Start Again ends the session.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CALCULATOR_TEXT } from '../../../tools/engine/shared/calculator/texts.ts';
import { expireSession } from '../calculator-api.ts';
import type { Calculator } from '../useCalculator.ts';

type Sent = { delivery?: 'sent' | 'stored'; recipient?: string } | null;

export function ConfirmationStep({ calc }: { calc: Calculator }) {
  const sent = useLocation().state as Sent;
  const [busy, setBusy] = useState(false);
  const to = sent?.recipient ? ` to ${sent.recipient}` : '';
  return (
    <>
      <p role="status">
        {sent?.delivery === 'stored'
          ? `Thank you. Your results are queued and will be emailed${to} shortly.`
          : `Thank you. Your results have been emailed${to}.`}
      </p>
      <div className="calculator-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void expireSession(calc.mode, calc.session?.id ?? null).finally(() =>
              calc.go('choose-calculator'),
            );
          }}
        >
          {CALCULATOR_TEXT.startAgain}
        </button>
      </div>
    </>
  );
}
