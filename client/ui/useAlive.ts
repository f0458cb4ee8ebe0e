// Whether the component is still mounted, for work that finishes after an await (a search's Continue).
import { type RefObject, useEffect, useRef } from 'react';

export function useAlive(): RefObject<boolean> {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return alive;
}
