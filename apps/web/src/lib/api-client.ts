import { STORAGE_KEYS } from '@shelfwise/contract';

/** An API error with the server's `{ message, code }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(STORAGE_KEYS.token, token);
  else localStorage.removeItem(STORAGE_KEYS.token);
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

/**
 * Calls the API on the same origin with the bearer token (spec §6). Throws ApiError carrying the
 * server's message, or `fallbackMessage` when the server gave none.
 */
export async function apiFetch<T>(
  path: string,
  options: {
    method?: string;
    body?: Body;
    signal?: AbortSignal;
    fallbackMessage?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const { method = 'GET', body, signal, fallbackMessage = 'An error occurred' } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, fallbackMessage);
  }
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const data = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) {
    const message = (data as { message?: string } | undefined)?.message ?? fallbackMessage;
    throw new ApiError(response.status, message, (data as { code?: string } | undefined)?.code);
  }
  return data as T;
}

/** Downloads a file answer (CSV, PDF) as a Blob. */
export async function apiDownload(path: string, fallbackMessage: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(
    () => {
      throw new ApiError(0, fallbackMessage);
    },
  );
  if (!response.ok) {
    const data = await response.json().catch(() => undefined);
    throw new ApiError(
      response.status,
      (data as { message?: string } | undefined)?.message ?? fallbackMessage,
    );
  }
  return response.blob();
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
