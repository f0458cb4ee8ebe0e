// The frame of /embed/* pages: no title bar, menu or Home; reports its height to the page that frames it.
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import {
  EMBED_HEIGHT_MESSAGE,
  type EmbedHeightMessage,
} from '../../tools/engine/shared/calculator/embed-message.ts';

export function EmbedShell() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el || window.parent === window) return;
    let last = 0;
    const report = () => {
      const height = Math.ceil(el.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      const message: EmbedHeightMessage = { type: EMBED_HEIGHT_MESSAGE, height };
      // the message carries only a height, so any parent may read it
      window.parent.postMessage(message, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(el);
    report();
    return () => observer.disconnect();
  }, []);
  return (
    <div className="app-embed" ref={root}>
      <main id="main" className="content">
        <Outlet />
      </main>
      {/* each calculator step starts at its top, as in the app frame */}
      <ScrollRestoration getKey={(l) => l.pathname} />
    </div>
  );
}
