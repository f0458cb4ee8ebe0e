// The one inline script of a page served with its first screen (decisions 045, 049). The HTML paints the
// screen without the app; the app's scripts, named as data on this script's element, start once that screen
// has had its first frame (with its main image, when it has one: the details page's hub). Lighthouse's
// simulation counts every request that ended before the largest paint as delaying it; with the scripts
// after the frame, the paint is the HTML's alone, as it is in reality.
// A copy of a page served for another path (the service worker's /hub, offline) shows nothing of it.
// It also notes an Enter pressed in the drawn search box before the app has taken it over (decision 048):
// the box's Continue is disabled then, so the browser sends nothing; the app sends it (client/main.tsx).
// And it notes the last drawn button tapped meanwhile (Share, Print, the menu: their handlers come with the
// app), which the app taps again once it has taken the screen over (decision 051).
// It keeps what the drawn box holds, and an Enter waiting, for a reload before the app has run
// (client/chat/hand-over.ts reads it).
// And that the visitor typed or touched the screen at all, for the app's dialogs that must not open over
// someone already at work (client/visitor-activity.ts): its own listeners start only with its scripts.
// It sits at the end of the body, so the frame it waits for is one with the screen in it. Plain ES5, for
// every browser the app supports; allowed by its hash in the page policy (server/http/security-headers.ts),
// which runs no other inline script.
import { createHash } from 'node:crypto';
import {
  BOX_KEPT_KEY,
  FIRST_PAINT_ACTIVE_ATTR,
  FIRST_PAINT_ATTR,
  FIRST_PAINT_ENTER_AGAIN_ATTR,
  FIRST_PAINT_ENTER_ATTR,
  FIRST_PAINT_TAP_ATTR,
} from '../tools/first-paint-marks.ts';

export const BOOT_SCRIPT = `(function () {
  var me = document.currentScript;
  var started = false;
  // a screen drawn for another path (the service worker's copy of /hub, served offline for every page)
  // is taken away before it paints: the app draws the page it is on
  var root = document.getElementById('root');
  if (root && root.getAttribute('${FIRST_PAINT_ATTR}') !== location.pathname) {
    root.textContent = '';
    root.removeAttribute('${FIRST_PAINT_ATTR}');
  }
  function start() {
    if (started) return;
    started = true;
    // one insertion into the head, not one per file
    var all = document.createDocumentFragment();
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      all.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-entry');
    all.appendChild(script);
    document.head.appendChild(all);
  }
  function active() {
    if (root && root.hasAttribute('${FIRST_PAINT_ATTR}')) root.setAttribute('${FIRST_PAINT_ACTIVE_ATTR}', '');
  }
  ['keydown', 'pointerdown', 'input'].forEach(function (type) {
    document.addEventListener(type, active, { capture: true, passive: true });
  });
  // what the drawn box holds and the Enter waiting, kept for a reload before the app has run
  function keep(t) {
    try {
      var send = root.getAttribute('${FIRST_PAINT_ENTER_ATTR}');
      sessionStorage.setItem('${BOX_KEPT_KEY}', JSON.stringify({ text: t.value, send: send, at: Date.now() }));
    } catch (err) {}
  }
  function drawnBox(e) {
    var t = e.target;
    if (!root || !root.hasAttribute('${FIRST_PAINT_ATTR}')) return null;
    return t && t.matches && t.matches('input.composer-input') ? t : null;
  }
  document.addEventListener('input', function (e) {
    var t = drawnBox(e);
    if (t) keep(t);
  }, true);
  document.addEventListener('keydown', function (e) {
    var t = e.key === 'Enter' ? drawnBox(e) : null;
    if (!t) return;
    // the text as it is now: keys typed after this Enter are the next message, not part of this one;
    // an Enter after them sends that next message
    var first = root.getAttribute('${FIRST_PAINT_ENTER_ATTR}');
    if (first === null) root.setAttribute('${FIRST_PAINT_ENTER_ATTR}', t.value);
    else if (t.value !== first) root.setAttribute('${FIRST_PAINT_ENTER_AGAIN_ATTR}', '');
    keep(t);
  }, true);
  document.addEventListener('click', function (e) {
    if (!root || !root.hasAttribute('${FIRST_PAINT_ATTR}')) return;
    var button = e.target && e.target.closest ? e.target.closest('button') : null;
    if (!button || button.disabled || !root.contains(button)) return;
    var before = root.querySelector('[${FIRST_PAINT_TAP_ATTR}]');
    if (before) before.removeAttribute('${FIRST_PAINT_TAP_ATTR}');
    button.setAttribute('${FIRST_PAINT_TAP_ATTR}', '');
  }, true);
  function afterFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  // a hidden tab paints no frame: start at once; the timer covers a tab hidden before its first frame,
  // and an image that takes long
  if (document.visibilityState === 'hidden') start();
  else {
    // the screen's own image (drawn with high priority: the details page's hub) is part of the screen:
    // the scripts wait for its frame too
    var image = root && root.querySelector('img[fetchpriority="high"]');
    if (image && !image.complete) {
      image.addEventListener('load', afterFrame);
      image.addEventListener('error', afterFrame);
    } else afterFrame();
    setTimeout(start, 1000);
  }
})();`;

/** The script's hash as the page policy's script-src names it. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
