// confirmation: the email went out (or waits in the outbox), said only after a send in this visit (the
// navigation's state); opened cold it claims nothing either way and leads to the results and the email
// form (on a device with no calculation, only its start). Start Again ends the session.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CALCULATOR_TEXT, sentText } from '../../../tools/engine/shared/calculator/texts.ts';
import { expireSession } from '../calculator-api.ts';
import { startStep } from '../session-results.ts';
import type { Calculator } from '../useCalculator.ts';
import { MissingValues } from './MissingValues.tsx';

type Sent = { delivery?: 'sent' | 'stored'; recipient?: string } | null;

export function ConfirmationStep({ calc }: { calc: Calculator }) {
  const sent = useLocation().state as Sent;
  const [busy, setBusy] = useState(false);
  // opened cold on a device with no calculation: no results a step away to promise, only the start
  if (!sent?.delivery && !calc.session)
    return (
      <MissingValues
        calc={calc}
        missingStep={startStep(calc.urlChoice)}
        lead={CALCULATOR_TEXT.noResultsYet}
      />
    );
  return (
    <>
      <p role="status">
        {sent?.delivery
          ? sentText(sent.delivery, sent.recipient)
          : // Opened by its link, not after a send here: an email sent elsewhere cannot be known here.
            CALCULATOR_TEXT.notSent}
      </p>
      <div className="calculator-actions">
        {sent?.delivery ? null : (
          <>
            <Link className="button button-primary" to={calc.href('results')}>
              {CALCULATOR_TEXT.showResults}
            </Link>
            <Link className="button button-quiet" to={calc.href('email')}>
              {CALCULATOR_TEXT.emailResults}
            </Link>
          </>
        )}
        <button
          type="button"
          className={sent?.delivery ? 'button button-primary' : 'button button-quiet'}
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
