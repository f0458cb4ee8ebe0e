// Queues analytics events and sends them in batches without ever blocking the user: on a timer, when a
// batch is full, and when the page is hidden or left (fetch keepalive survives the page going away).

import { MAX_BATCH } from '../../tools/analytics/batch.ts';
import type { AnalyticsEvent } from '../../tools/analytics/event.ts';
import { apiHeaders } from '../api.ts';

const ENDPOINT = '/api/events';
const FLUSH_AFTER_MS = 5_000;
/** keepalive requests may carry at most 64 KiB in total; stay well below it */
const MAX_BODY_BYTES = 48_000;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function post(events: AnalyticsEvent[]): void {
  const body = JSON.stringify({ events });
  if (body.length > MAX_BODY_BYTES && events.length > 1) {
    const half = Math.ceil(events.length / 2);
    post(events.slice(0, half));
    post(events.slice(half));
    return;
  }
  try {
    void fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { ...apiHeaders(), 'Content-Type': 'application/json' },
      body,
    }).catch(() => {
      // analytics must never disturb the user; a lost batch is acceptable
    });
  } catch {
    // fetch itself refused (e.g. too many keepalive bytes in flight)
  }
}

/** Sends everything queued now. */
export function flush(): void {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  while (queue.length) post(queue.splice(0, MAX_BATCH));
}

function listenForPageExit(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

export function enqueue(event: AnalyticsEvent): void {
  listenForPageExit();
  queue.push(event);
  if (queue.length >= MAX_BATCH) flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}
