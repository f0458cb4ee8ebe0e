// A link's QR code built in a worker (client/share/qr-worker.ts), one worker for the page's codes while
// any is asked for; where no worker starts (or its script fails to load), on the page's thread as before.
import type { QrPath } from './qr-svg.ts';
import type { QrAnswer, QrRequest } from './qr-worker.ts';

type Waiting = { resolve: (path: QrPath) => void; reject: (error: Error) => void; text: string };

let worker: Worker | null = null;
// once a worker has failed to start or load (offline before its script was kept), the page builds the
// codes itself: trying again would fetch and fail again for every code
let noWorker = false;
let nextId = 0;
const waiting = new Map<number, Waiting>();

async function onThePage(text: string): Promise<QrPath> {
  const { qrPath } = await import('./qr-svg.ts');
  return qrPath(text);
}

function settle(id: number, answer: Promise<QrPath> | QrPath | null): void {
  const call = waiting.get(id);
  if (!call) return;
  waiting.delete(id);
  if (answer === null) call.reject(new Error('the QR code could not be built'));
  else Promise.resolve(answer).then(call.resolve, call.reject);
  // no code asked for any more: the worker goes (the next one starts another)
  if (!waiting.size) {
    worker?.terminate();
    worker = null;
  }
}

function startWorker(): Worker | null {
  try {
    const started = new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<QrAnswer>) => settle(event.data.id, event.data.path);
    // the script did not load or failed before answering: what waits is built on the page
    started.onerror = () => {
      noWorker = true;
      if (worker === started) worker = null;
      started.terminate();
      for (const [id, call] of [...waiting]) settle(id, onThePage(call.text));
    };
    return started;
  } catch {
    noWorker = true;
    return null;
  }
}

/** `text`'s QR code (error correction M) as one SVG path; rejects when it cannot be built. */
export function qrPathOffThread(text: string): Promise<QrPath> {
  if (!noWorker) worker ??= startWorker();
  if (!worker) return onThePage(text);
  const id = nextId++;
  const answer = new Promise<QrPath>((resolve, reject) => waiting.set(id, { resolve, reject, text }));
  worker.postMessage({ id, text } satisfies QrRequest);
  return answer;
}
