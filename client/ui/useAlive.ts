// Whether the component is still mounted, for work that finishes after an await (a search's Continue).
// A layout effect's cleanup runs as the component leaves; a passive one's only after the next paint
// (React and Preact alike), and work resuming in between took a component already gone as mounted: the
// first home's Continue, ending in the frame the chat's box took its place and its send, sent twice.
import { type RefObject, useLayoutEffect, useRef } from 'react';

export function useAlive(): RefObject<boolean> {
  const alive = useRef(true);
  useLayoutEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return alive;
}
