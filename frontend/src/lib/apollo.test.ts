import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutDocument } from '../gql/graphql';
import { createApolloClient, REQUEST_TIMEOUT_MS } from './apollo';
import { errorText, TIMEOUT_ERROR } from './errors';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const ABOUT = {
  about: {
    __typename: 'About',
    name: 'Deniz',
    title: 'Geliştirici',
    description: '',
    cvFile: '',
    experiences: [],
    technologies: [],
  },
};

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function stubFetch(implementation: (...args: FetchArgs) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentHeaders = (fetchMock: ReturnType<typeof stubFetch>) => new Headers(fetchMock.mock.calls[0]![1]?.headers);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Apollo link (lib/apollo.ts)', () => {
  it('posts the operation to the given URI', async () => {
    const fetchMock = stubFetch(async () => json({ data: ABOUT }));
    const client = createApolloClient('/graphql');
    const { data } = await client.query({ query: AboutDocument });
    expect(data?.about?.name).toBe('Deniz');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/graphql');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ operationName: 'About' });
  });

  it('sends no Authorization header, even when an older version left a token in localStorage', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const fetchMock = stubFetch(async () => json({ data: ABOUT }));
    await createApolloClient().query({ query: AboutDocument });
    const headers = sentHeaders(fetchMock);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('content-type')).toMatch(/application\/json/);
  });

  it('sends the CSRF header the gateway requires on cookie-authenticated writes', async () => {
    const fetchMock = stubFetch(async () => json({ data: ABOUT }));
    await createApolloClient().query({ query: AboutDocument });
    expect(sentHeaders(fetchMock).get('apollo-require-preflight')).toBe('true');
  });

  it(`aborts a request after ${REQUEST_TIMEOUT_MS} ms and reports the Turkish timeout text`, async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    // Node's AbortSignal.timeout runs on an internal timer that fake timers cannot reach; this one
    // behaves like the browser's (a TimeoutError DOMException as the reason) on the faked clock.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    let signal: AbortSignal | undefined;
    const fetchMock = stubFetch(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal!.reason));
        }),
    );

    const result = createApolloClient().query({ query: AboutDocument });
    const settled = result.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(AbortSignal.timeout).toHaveBeenCalledWith(10_000);
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    const error = await settled;
    expect(error).not.toBe('resolved');
    expect(errorText(error, 'Yedek')).toBe(TIMEOUT_ERROR);
  });

  it('does not abort a request that answers in time', async () => {
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    stubFetch(
      (_input, init) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
          setTimeout(() => resolve(json({ data: ABOUT })), 9_000);
        }),
    );
    const result = createApolloClient().query({ query: AboutDocument });
    await vi.advanceTimersByTimeAsync(9_000);
    await expect(result).resolves.toMatchObject({ data: { about: { name: 'Deniz' } } });
  });
});
