// The state a calculator page works with: mode, step, the calculator its URL names, the stored session
// (or the one a link names), and moves between steps.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CalculatorMode, ChooseCalculator } from '../../tools/engine/shared/calculator/kind-names.ts';
import type { CalculatorStep } from '../../tools/engine/shared/calculator/step-paths.ts';
import { useLocalQuery } from '../local-db.ts';
import {
  checkHeld,
  resumeSession,
  type Session,
  storedSession,
  type UpdateResult,
  updateSession,
} from './calculator-api.ts';
import { calculatorHref, linkedSessionId, RETURN_TO_RESULTS } from './session-link.ts';
import { sessionResults } from './session-results.ts';

/**
 * 'gone': the session no longer exists on the server (or never could), found by opening its link or by a
 * save or an email on this page; 'failed': the server did not answer.
 */
export type LinkState = 'ok' | 'loading' | 'gone' | 'failed';

export type Calculator = {
  mode: CalculatorMode;
  step: CalculatorStep;
  /** The calculator the URL names; null on the spec's `/replace/{step}` URLs. */
  urlChoice: ChooseCalculator | null;
  /** undefined while loading (IndexedDB, or the session a link names), null when there is no session. */
  session: Session | null | undefined;
  link: LinkState;
  /** The URL of a step of this session's calculator. */
  href: (step: CalculatorStep, extra?: { returnToResults?: boolean }) => string;
  /** Navigates to a step; `state` travels with the navigation (confirmation reads how the email went). */
  go: (step: CalculatorStep, state?: unknown, session?: Session | null) => void;
  /**
   * Saves values and this step, then moves to the server's next step (register when there is no session);
   * a session the server no longer has is said on this page (lost).
   */
  submit: (values: Record<string, unknown>, state?: unknown) => Promise<void>;
  /** The server no longer has this session (a SessionGone answer): the page says so, until it is left. */
  lost: () => void;
};

export function useCalculator(
  mode: CalculatorMode,
  step: CalculatorStep,
  urlChoice: ChooseCalculator | null,
): Calculator {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkId = linkedSessionId(params.get('session'));
  const returnToResults = params.get('return') === RETURN_TO_RESULTS;
  const stored = useLocalQuery((db) => storedSession(db, mode), [mode]);
  const [linkState, setLink] = useState<LinkState>('ok');
  // A session found gone by a save or an email here: said on this page (this location) only, so a new
  // calculation started from it, at the same URL without the session, is not still 'gone'.
  const { key: here } = useLocation();
  const [lostAt, setLostAt] = useState<string | null>(null);
  const link: LinkState = lostAt === here ? 'gone' : linkState;
  const lost = useCallback(() => setLostAt(here), [here]);
  const storedId = stored === undefined ? undefined : (stored?.id ?? null);

  // A link naming a session this device does not hold (a fresh browser, another device) reads it from
  // the server once, when the page opens; the session this device held is replaced only when the link's
  // one exists. Later changes here (Start Again forgetting the session) do not read it again.
  const ready = stored !== undefined;
  const storedIdNow = useRef(storedId);
  storedIdNow.current = storedId;
  useEffect(() => {
    if (linkId === null || !ready) return setLink('ok');
    if (linkId === 'invalid') return setLink('gone');
    if (storedIdNow.current === linkId) return setLink('ok');
    let live = true;
    setLink('loading');
    resumeSession(mode, linkId).then(
      (s) => live && setLink(s ? 'ok' : 'gone'),
      () => live && setLink('failed'),
    );
    return () => {
      live = false;
    };
  }, [linkId, ready, mode]);

  // The session held here is checked when the page opens and when the tab is shown again: one expired, or
  // ended by Start Again elsewhere, is said at once, not after a whole step is typed and saved.
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const check = () => {
      const id = storedIdNow.current;
      if (id == null || (linkId !== null && linkId !== id)) return;
      void checkHeld(mode, id).then((alive) => {
        if (live && !alive) lost();
      });
    };
    check();
    const onShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [ready, linkId, mode, lost]);

  const linked = linkId === null || (link === 'ok' && storedId === linkId);
  const session = link === 'gone' || link === 'failed' ? null : linked ? stored : undefined;

  const href = useCallback(
    (to: CalculatorStep, extra?: { returnToResults?: boolean }, s: Session | null = session ?? null) =>
      calculatorHref(mode, to, s?.chooseCalculator ?? urlChoice, s?.id ?? null, extra),
    [mode, session, urlChoice],
  );
  const go = useCallback(
    (to: CalculatorStep, state?: unknown, s?: Session | null) =>
      navigate(
        href(to, undefined, s === undefined ? (session ?? null) : s),
        state === undefined ? undefined : { state },
      ),
    [navigate, href, session],
  );
  const submit = useCallback(
    async (values: Record<string, unknown>, state?: unknown) => {
      const result: UpdateResult = await updateSession(mode, session?.id ?? null, {
        ...values,
        last_step: step,
      });
      if (result.kind === 'no-session') return go('register', undefined, null);
      if (result.kind === 'gone') return lost();
      // An input changed from the results goes straight back to them once nothing is missing.
      if (returnToResults && sessionResults(result.session).ok) return go('results', state, result.session);
      go(result.next ?? 'choose-calculator', state, result.session);
    },
    [mode, step, session, go, returnToResults, lost],
  );
  return { mode, step, urlChoice, session, link, href: (to, extra) => href(to, extra), go, submit, lost };
}
