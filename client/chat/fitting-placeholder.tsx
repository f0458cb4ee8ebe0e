// The longest of a field's placeholders that fits its width: the spec's sentence wherever it fits, a
// shorter ask on phones, the shortest on the narrowest screens (180 px), so none is shown cut off.
// Each text is laid out, unseen, in the hint's font beside the field, and one ResizeObserver reads the
// field's room and the texts' widths as the browser lays the page out anyway: no canvas (its first
// measure sets up fonts of its own, ~15 ms on a phone's CPU in the middle of the app's start, issue 17)
// and no style read that could force a layout.
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * `texts` longest first and stable (a module constant); the first is the one shown until measured.
 * `probes` goes inside the field's form, where it takes the hint's font (`.placeholder-probes` in styles.css).
 */
export function useFittingPlaceholder(
  input: RefObject<HTMLInputElement | null>,
  texts: readonly string[],
): { placeholder: string; probes: ReactNode } {
  const [placeholder, setPlaceholder] = useState(texts[0] ?? '');
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const field = input.current;
    const shown = box.current;
    if (!field || !shown || typeof ResizeObserver !== 'function') return;
    const probes = [...shown.children];
    const widths = new Map<Element, number>();
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) widths.set(entry.target, entry.contentRect.width);
      // the field's content box: its width less its padding, what the hint is drawn in
      const room = widths.get(field);
      if (room === undefined) return;
      const fits = probes.findIndex((probe) => (widths.get(probe) ?? Number.POSITIVE_INFINITY) <= room);
      setPlaceholder(texts[fits] ?? texts.at(-1) ?? '');
    });
    observer.observe(field);
    for (const probe of probes) observer.observe(probe);
    return () => observer.disconnect();
  }, [input, texts]);
  const probes = (
    <span className="placeholder-probes" aria-hidden="true" ref={box}>
      {texts.map((text) => (
        <span key={text}>{text}</span>
      ))}
    </span>
  );
  return { placeholder, probes };
}
