/**
 * Typed fetch wrapper for the Greenroom API (same origin, under /api). JSON in, JSON out.
 * Any non-2xx answer, or a network failure, throws an ApiError. The server answers errors as
 * `{ "message": string }`; that text becomes ApiError.message.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when no answer arrived (network failure). */
    readonly status: number,
    message: string,
    /** The parsed body of the error answer, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** The server's own `message` text, or null when the answer carried none. */
  get serverMessage(): string | null {
    return serverMessageOf(this.body);
  }
}

function serverMessageOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Supplies a bearer token for signed-in calls; set by the session layer once sign-in exists. */
export type AccessTokenProvider = () => Promise<string | null>;
let accessTokenProvider: AccessTokenProvider = () => Promise.resolve(null);

export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, status: number): string {
  return serverMessageOf(body) ?? `Request failed with status ${status}`;
}

export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = await accessTokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error');
  }

  const body = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(body, response.status), body);
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', path, options),
};
