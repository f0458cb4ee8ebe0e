// Loads a drawing module on demand and computes its drawing: the QR and barcode encoders stay out of every
// page's first load and arrive only when a QR code or a counter slip is shown.
import { useEffect, useState } from 'react';
import { nextTask } from '../after-first-screen.ts';

type Drawing<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

/**
 * `draw(module)` once `load()` resolved (awaited when it answers later); 'failed' when the module cannot load
 * (offline) or the drawing fails.
 */
export function useDrawing<M, T>(
  load: () => Promise<M>,
  draw: (module: M) => T | Promise<T>,
  key: string,
): Drawing<T> {
  const [drawing, setDrawing] = useState<{ key: string; drawing: Drawing<T> }>({
    key,
    drawing: { state: 'loading' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: load and draw are fixed per call site; key says what is drawn
  useEffect(() => {
    let alive = true;
    // the drawing in a task of its own, not in the one that evaluated the module (issue 17's long tasks)
    load().then(
      async (module) => {
        await nextTask();
        let next: Drawing<T>;
        try {
          next = { state: 'ready', value: await draw(module) };
        } catch {
          next = { state: 'failed' };
        }
        if (alive) setDrawing({ key, drawing: next });
      },
      () => {
        if (alive) setDrawing({ key, drawing: { state: 'failed' } });
      },
    );
    return () => {
      alive = false;
    };
  }, [key]);
  return drawing.key === key ? drawing.drawing : { state: 'loading' };
}
