// The client's read layer (decision 032) without a browser: one key per question whoever asks (a typed
// call or a path), concurrent reads of one question make one request, and an API error body becomes the
// ApiError with the server's message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, readJson } from '../../client/api.ts';
import { api } from '../../client/data/api-client.ts';
import { apiQuery, pathQuery, readQuery } from '../../client/data/queries.ts';
import { queryClient } from '../../client/data/query-client.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // client/api.ts reads the public key from the page's meta tag
  vi.stubGlobal('document', { querySelector: () => null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the read layer', () => {
  it('keys a typed read by the path it requests, the same key as a path read of that path', () => {
    const typed = apiQuery(api.v11.aftermarketparts, { query: { hanum: '10031017' } });
    expect(typed.queryKey).toEqual(['/api/v11/aftermarketparts?hanum=10031017']);
    expect(typed.queryKey).toEqual(pathQuery('/api/v11/aftermarketparts?hanum=10031017').queryKey);
    const param = apiQuery(api.v11.hubassemblydetails[':ids'], { param: { ids: '10031017' } });
    expect(param.queryKey).toEqual(['/api/v11/hubassemblydetails/10031017']);
  });

  it('makes one request for two reads of the same question at once, and none for a third while fresh', async () => {
    fetchMock.mockImplementation(async () => json({ Results: [1, 2] }));
    const path = '/api/v11/partnumbers/withaftermarketnumbers/1003';
    const [a, b] = await Promise.all([readQuery(pathQuery(path)), readQuery(pathQuery(path))]);
    expect(a).toEqual({ Results: [1, 2] });
    expect(b).toBe(a);
    await readQuery(pathQuery(path));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(path);
  });

  it('sends the public key with a typed read', async () => {
    fetchMock.mockImplementation(async () => json({ Status: 'OK', Results: [] }));
    await readQuery(apiQuery(api.v11.hubassemblydetails[':ids'], { param: { ids: '10031017' } }));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Ocp-Apim-Subscription-Key')).toBe('web-client-public-key');
  });

  it("turns an error body into an ApiError with the server's message, and a bodiless one into a generic one", async () => {
    const refused = readJson(json({ Error: { Code: 'bad_request', Message: 'Invalid param' } }, 400));
    await expect(refused).rejects.toEqual(new ApiError(400, 'Invalid param'));
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await expect(readJson(new Response('oops', { status: 502 }))).rejects.toThrow('Request failed (502)');
  });

  it('does not keep a failed read: the next ask requests again', async () => {
    fetchMock.mockImplementationOnce(async () => json({ Error: { Message: 'down' } }, 503));
    fetchMock.mockImplementationOnce(async () => json({ ok: true }));
    const path = '/api/v11/examplenumbers';
    await expect(readQuery(pathQuery(path))).rejects.toThrow('down');
    await expect(readQuery(pathQuery(path))).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
