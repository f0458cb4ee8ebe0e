// What a calculator page says when it cannot show what it names: its calculation is gone (expired after
// 30 days, ended by Start Again, or never existed; found so by opening a link or by a save or an email on
// any step), or the session here is for the other calculator.
import { useEffect, useRef, useState } from 'react';
import { headerText } from '../../tools/engine/shared/calculator/kind-names.ts';
import { stepsOf } from '../../tools/engine/shared/calculator/step-paths.ts';
import { CALCULATOR_TEXT } from '../../tools/engine/shared/calculator/texts.ts';
import { type Session, startOtherCalculator } from './calculator-api.ts';
import { startStep } from './session-results.ts';
import { hasCarriedDrafts } from './step-drafts.ts';
import { StepError } from './steps/step-actions.tsx';
import type { Calculator } from './useCalculator.ts';

export function LinkGone({ calc, failed }: { calc: Calculator; failed: boolean }) {
  // Found gone by a save or an email, the form that had focus is gone: focus goes to this message, so a
  // keyboard or screen-reader user is told and is where its button is (not left on the page's body).
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  // text typed into the gone calculation's steps waits for the new one (step-drafts.ts carryDrafts)
  const [kept] = useState(() => !failed && hasCarriedDrafts(calc.mode));
  return (
    <div className="card calculator-gone" role="status" tabIndex={-1} ref={message}>
      <p>
        {failed
          ? 'We could not load this calculation. Please check your connection and try again.'
          : CALCULATOR_TEXT.calculationGone}
      </p>
      {kept ? <p>What you typed and had not saved yet is kept for the new calculation.</p> : null}
      <div className="calculator-actions">
        {failed ? (
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Try again
          </button>
        ) : null}
        <button
          type="button"
          className={failed ? 'button button-quiet' : 'button button-primary'}
          onClick={() => calc.go(startStep(calc.urlChoice), undefined, null)}
        >
          Start a new calculation
        </button>
      </div>
    </div>
  );
}

/** The URL names one calculator, the session on this device is for the other: continue it, or start this one. */
export function OtherCalculator({ calc, session }: { calc: Calculator; session: Session }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = session.chooseCalculator;
  const wanted = calc.urlChoice;
  if (mine === null || wanted === null) return null;
  async function startWanted() {
    if (wanted === null) return;
    setBusy(true);
    try {
      calc.go('register', undefined, await startOtherCalculator(calc.mode, wanted));
    } catch {
      setError('We could not start the calculator. Please try again.');
      setBusy(false);
    }
  }
  return (
    <div className="card">
      <p>
        This link opens the {headerText(wanted)}. Your calculation on this device is in the {headerText(mine)}
        .
      </p>
      <StepError error={error} />
      <div className="calculator-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void startWanted()}
        >
          Start the {headerText(wanted)}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={busy}
          // this step in the session's calculator, or where it resumes when that one has no such step
          onClick={() => calc.go(stepsOf(mine).includes(calc.step) ? calc.step : session.resumeStep)}
        >
          Continue the {headerText(mine)}
        </button>
      </div>
    </div>
  );
}
