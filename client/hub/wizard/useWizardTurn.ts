// The shared wizard state for a page: the active conversation's latest engine state, and a runner that
// performs at most one engine request at a time and reports failures.
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { ChatMessage } from '../../../tools/chat/chat-message.ts';
import type { StepResult } from '../../../tools/engine/engine.ts';
import { useActiveConversation } from '../../chat/conversations.ts';
import { lastWritten, onWritten, type Written } from './step-client.ts';
import { latestState } from './turns.ts';

/**
 * The conversation as the pages last wrote it while the live read is behind (it answers a moment after
 * the write): a page planning from the older read would take its new address for one to start from.
 */
function newest(id: string | undefined, live: ChatMessage[] | undefined, written: Written | null) {
  const last = written?.messages.at(-1);
  if (!live || !written || !last || written.id !== id) return live;
  return live.some((m) => m.id === last.id) ? live : written.messages;
}

export function useWizardTurn() {
  const conversation = useActiveConversation();
  const written = useSyncExternalStore(onWritten, lastWritten);
  const messages = newest(conversation?.id, conversation?.messages, written);
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
