// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, setAccessTokenProvider } from '../../../web/src/api/client';
import './helpers';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.body).toBe('{"a":1}');
  });

  it("throws ApiError with the status and the server's message", async () => {
    stubFetch(new Response(JSON.stringify({ message: 'Nope' }), { status: 403 }));
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Nope', serverMessage: 'Nope' });
  });

  it('throws ApiError with status 0 on a network failure', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, serverMessage: null });
  });

  it('adds a bearer token when a provider gives one', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    setAccessTokenProvider(() => Promise.resolve('tok'));
    await api.delete('/api/x');
    setAccessTokenProvider(() => Promise.resolve(null));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });
});
