import { type ErrorBody, type FieldError, STORAGE_KEYS } from '@shelfwise/contract';
import { currentLanguage, t } from './i18n/i18n.ts';
import { translateIssue } from './i18n/validation.ts';

/** An API error with the server's `{ message, code }` and, for a refused form, its `fields`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The error a person reads: a validation refusal becomes its fields' own sentences (the server's
 * `message` names request paths such as "password: …", which is for programs).
 */
function errorFrom(status: number, data: Partial<ErrorBody> | undefined, fallbackMessage: string): ApiError {
  // The schemas are the contract's: their sentences are shown in the language of the page.
  const fields = (Array.isArray(data?.fields) ? data.fields : []).map((f) => ({
    ...f,
    message: translateIssue(f.message),
  }));
  const message =
    data?.code === 'VALIDATION_ERROR' && fields.length > 0
      ? [...new Set(fields.map((f) => sentence(f.message)))].join(' ')
      : (data?.message ?? fallbackMessage);
  return new ApiError(status, message, data?.code, fields);
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(STORAGE_KEYS.token, token);
  else localStorage.removeItem(STORAGE_KEYS.token);
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

/**
 * Asked when a signed-in request is answered 401: resolves true once the user has signed in again
 * (the request is then retried with the new token), false when they chose not to. One question is
 * shared by every request that fails meanwhile, so several calls in flight open one dialog.
 */
type SessionRenewer = () => Promise<boolean>;
let renewer: SessionRenewer | null = null;
let pendingRenewal: Promise<boolean> | null = null;

/** Registers (or with null, removes) what answers an expired session; the dashboard sets it. */
export function setSessionRenewer(next: SessionRenewer | null): void {
  renewer = next;
}

/** Whether a 401 on this call may be answered by signing in again and retrying it. */
async function renewedAfter401(sentToken: string | null): Promise<boolean> {
  if (!renewer || !sentToken) return false;
  // Already renewed by another call while this one was in flight.
  if (getToken() && getToken() !== sentToken) return true;
  pendingRenewal ??= renewer().finally(() => {
    pendingRenewal = null;
  });
  return pendingRenewal;
}

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
    /**
     * Whether a 401 opens the sign-in-again question and retries (default true). False for the
     * sign-in call itself and for the retry, so a second 401 is final.
     */
    renewSession?: boolean;
  } = {},
): Promise<T> {
  const { method = 'GET', body, signal, fallbackMessage = t('common.failed.generic') } = options;
  const headers: Record<string, string> = {
    accept: 'application/json',
    // The server answers its messages in the language shown (a signed-in user's setting wins there).
    'accept-language': currentLanguage(),
    ...options.headers,
  };
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
  if (response.status === 401 && options.renewSession !== false && (await renewedAfter401(token))) {
    return apiFetch<T>(path, { ...options, renewSession: false });
  }
  if (!response.ok) throw errorFrom(response.status, data as Partial<ErrorBody> | undefined, fallbackMessage);
  return data as T;
}

/** Downloads a file answer (CSV, PDF) as a Blob. */
export async function apiDownload(path: string, fallbackMessage: string, retried = false): Promise<Blob> {
  const token = getToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(
    () => {
      throw new ApiError(0, fallbackMessage);
    },
  );
  if (response.status === 401 && !retried && (await renewedAfter401(token))) {
    return apiDownload(path, fallbackMessage, true);
  }
  if (!response.ok) {
    const data = await response.json().catch(() => undefined);
    throw errorFrom(response.status, data as Partial<ErrorBody> | undefined, fallbackMessage);
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
