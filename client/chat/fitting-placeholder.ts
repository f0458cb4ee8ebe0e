// The longest of a field's placeholders that fits its width: the spec's sentence wherever it fits, a
// shorter ask on phones, the shortest on the narrowest screens (180 px), so none is shown cut off.
import { type RefObject, useLayoutEffect, useState } from 'react';

/** `texts` longest first and stable (a module constant); the first is the one shown until measured. */
export function useFittingPlaceholder(input: RefObject<HTMLInputElement | null>, texts: readonly string[]) {
  const [text, setText] = useState(texts[0] ?? '');
  useLayoutEffect(() => {
    const el = input.current;
    const context =
      typeof ResizeObserver === 'function' && el ? document.createElement('canvas').getContext('2d') : null;
    if (!el || !context) return;
    const choose = () => {
      const style = getComputedStyle(el);
      // the hint may be set smaller than the typed text (the docked composer on phones)
      const hint = getComputedStyle(el, '::placeholder');
      context.font = `${hint.fontStyle || style.fontStyle} ${hint.fontWeight || style.fontWeight} ${hint.fontSize || style.fontSize} ${hint.fontFamily || style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setText(texts.find((t) => context.measureText(t).width <= room) ?? texts.at(-1) ?? '');
    };
    // no first measure here: the observer's first call comes once the browser has laid the page out, where a
    // call now would force that layout inside the app's first render (a long task, issue 17)
    const observer = new ResizeObserver(choose);
    observer.observe(el);
    return () => observer.disconnect();
  }, [input, texts]);
  return text;
}
