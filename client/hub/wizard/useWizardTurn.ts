// The shared wizard state for a page: the active conversation's latest engine state, and a runner that
// performs at most one engine request at a time and reports failures.
import { useCallback, useRef, useState } from 'react';
import type { StepResult } from '../../../tools/engine/engine.ts';
import { useActiveConversation } from '../../chat/conversations.ts';
import { latestState } from './turns.ts';

export function useWizardTurn() {
  const conversation = useActiveConversation();
  const messages = conversation?.messages;
  const state = messages ? latestState(messages) : undefined;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);

  const run = useCallback(async (work: () => Promise<StepResult | undefined>) => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setFailed(false);
    try {
      return await work();
    } catch {
      setFailed(true);
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return {
    messages,
    state,
    busy,
    failed,
    run,
    retry: () => setFailed(false),
  };
}
