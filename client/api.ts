// Calls the parts API with the web client's public subscription key.

const KEY_HEADER = 'Ocp-Apim-Subscription-Key';

/** The server writes the public key into the page, so it is configuration, not a build constant. */
export function apiKey(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="api-key"]');
  const value = meta?.content ?? '';
  return value && !value.startsWith('%') ? value : 'web-client-public-key';
}

export function apiHeaders(): Record<string, string> {
  return { [KEY_HEADER]: apiKey(), Accept: 'application/json' };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The one place an API answer is read: an error body becomes an ApiError with the server's message. */
export async function readJson<T>(response: Response | Promise<Response>): Promise<T> {
  const res = await response;
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { Error?: { Message?: string } } | null;
    throw new ApiError(res.status, body?.Error?.Message ?? `Request failed (${res.status})`);
  }
  return (await res.json()) as T;
}

export function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return readJson<T>(fetch(path, { headers: apiHeaders(), ...(signal ? { signal } : {}) }));
}
