// Which of several views a page shows (a result of a list, a step of a guide), kept with the page's entry in
// the browser's history: its state, not the address, so Back to the page and a reload show the view the
// visitor had turned to, and a link shared shows the first.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** `key` names the view in the entry's state; `kept` false keeps it in the component only (a chat's list). */
export function useHistoryIndex(key: string, count: number, kept = true): [number, (index: number) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const held = (location.state as Record<string, unknown> | null)?.[key];
  const [index, setIndex] = useState(() =>
    kept && typeof held === 'number' && Number.isInteger(held) && held >= 0 && held < count ? held : 0,
  );
  const turn = (to: number) => {
    setIndex(to);
    if (!kept) return;
    const state = { ...((location.state as object | null) ?? {}), [key]: to };
    void navigate(location, { replace: true, state, preventScrollReset: true });
  };
  return [index, turn];
}
