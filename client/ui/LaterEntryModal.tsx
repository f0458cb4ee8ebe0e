// The notifications' entry modal, loaded once the first screen is done (decision 047): its code (the
// dialog, the message, the sanitiser's loader) is on no page's first load, and its decision waits for
// the first sync anyway. A closed dialog takes no room, so mounting it late moves nothing.
import { type ComponentType, useEffect, useState } from 'react';
import { useAfterFirstScreen } from '../after-first-screen.ts';

export function LaterEntryModal() {
  const ready = useAfterFirstScreen();
  const [Modal, setModal] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void import('../notifications/NotificationEntryModal.tsx').then(
      (m) => live && setModal(() => m.NotificationEntryModal),
      () => undefined, // offline before the chunk was cached: no modal this time, the page still works
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return Modal ? <Modal /> : null;
}
