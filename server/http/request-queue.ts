// A bounded queue in front of the database-backed routes and the chat: at most `concurrency` requests run
// at once, at most `queueLength` wait, none waits longer than `timeoutMs`. Past that a request is refused
// at once with 503 and Retry-After, instead of waiting many seconds behind the database's own queue.
import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from './errors.ts';

export type RequestQueueOptions = {
  /** Requests handled at once (REQUEST_CONCURRENCY). */
  concurrency: number;
  /** Requests waiting for a turn (REQUEST_QUEUE_LENGTH); 0 refuses whatever cannot start at once. */
  queueLength: number;
  /** Longest wait for a turn (REQUEST_QUEUE_TIMEOUT_MS). */
  timeoutMs: number;
};

export const DEFAULT_REQUEST_QUEUE: RequestQueueOptions = {
  concurrency: 32,
  queueLength: 256,
  timeoutMs: 5_000,
};

/** Seconds a refused client should wait: the queue drains within about that. */
const RETRY_AFTER_SECONDS = 2;

function overloaded(c: Context, why: string): Response {
  return c.json(errorBody('overloaded', `The service is busy (${why}). Please try again shortly.`), 503, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });
}

export type RequestQueue = MiddlewareHandler & {
  /** Requests running and waiting now (tests, logs). */
  load: () => { running: number; waiting: number };
};

export function requestQueue({ concurrency, queueLength, timeoutMs }: RequestQueueOptions): RequestQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next waiter
    else running--;
  };

  /** Resolves true when the request may run, false when its wait timed out. */
  const turn = (): Promise<boolean> =>
    new Promise((resolve) => {
      const start = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const i = waiting.indexOf(start);
        if (i >= 0) waiting.splice(i, 1);
        resolve(false);
      }, timeoutMs);
      waiting.push(start);
    });

  const middleware: MiddlewareHandler = async (c, next) => {
    if (running < concurrency) running++;
    else if (waiting.length >= queueLength) return overloaded(c, 'queue full');
    else if (!(await turn())) return overloaded(c, 'waited too long');
    try {
      await next();
    } finally {
      release();
    }
  };
  return Object.assign(middleware, { load: () => ({ running, waiting: waiting.length }) });
}
