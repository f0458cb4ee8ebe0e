// Fetches one API resource for a page: loading, error (with retry) or data.
import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../api.ts';
import type { FrameStatus } from './PageFrame.tsx';

export type ApiState<T> =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'done'; data: T };

export function useApi<T>(path: string | null): ApiState<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ path: string; data: T } | { path: string; error: string } | null>(
    null,
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    void attempt;
    getJson<T>(path, controller.signal)
      .then((data) => setResult({ path, data }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setResult({ path, error: err instanceof Error ? err.message : String(err) });
      });
    return () => controller.abort();
  }, [path, attempt]);

  if (!path || !result || result.path !== path) return { state: 'loading' };
  if ('error' in result) return { state: 'error', message: result.error, retry };
  return { state: 'done', data: result.data };
}

/** The page frame's status of a fetch: 'done' is ready (the page decides what of the data it shows). */
export function toStatus<T>(result: ApiState<T>): FrameStatus {
  return result.state === 'done' ? { state: 'ready' } : result;
}
