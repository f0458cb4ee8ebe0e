// GET /embed.js: the script of the one-line embed snippet. It puts the calculator in an iframe after
// itself and keeps the frame as tall as its content, from the height the embedded page posts.
import { Hono } from 'hono';
import { EMBED_HEIGHT_MESSAGE } from '../../tools/engine/shared/calculator/embed-message.ts';

/**
 * Plain ES5-level JavaScript so it runs on any host page. Reads from its own <script> tag:
 * data-calculator (optional, 'replace' or 'preset': passed on as ?calculator=), data-title (the
 * frame's accessible name), data-height (initial height in px, default 600).
 */
export const EMBED_SCRIPT = `/* Wheel-end cost calculator embed */
(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var calculator = script.getAttribute('data-calculator');
  var query = calculator === 'replace' || calculator === 'preset' ? '?calculator=' + calculator : '';
  var frame = document.createElement('iframe');
  frame.src = origin + '/embed/choose-calculator' + query;
  frame.title = script.getAttribute('data-title') || 'Wheel-end cost calculator';
  var initial = parseInt(script.getAttribute('data-height') || '600', 10);
  frame.style.cssText = 'display:block;width:100%;border:0;overflow:hidden;height:' + (initial > 0 ? initial : 600) + 'px';
  frame.setAttribute('scrolling', 'no');
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== '${EMBED_HEIGHT_MESSAGE}' || typeof data.height !== 'number' || !isFinite(data.height)) return;
    frame.style.height = Math.max(100, Math.min(Math.ceil(data.height), 20000)) + 'px';
  });
})();
`;

export const embedScriptRoutes = new Hono().get('/embed.js', (c) =>
  c.body(EMBED_SCRIPT, 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
    // loaded by <script> on other sites; the secure-headers default (same-origin) would block it
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }),
);
