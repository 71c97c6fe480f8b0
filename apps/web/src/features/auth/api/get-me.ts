import type { MeResponse } from '@shelfwise/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/auth/me` → `{ user }` (apart from me.ts, so signing in needs no query cache). */
export const getMe = (signal?: AbortSignal) => apiFetch<MeResponse>('/api/auth/me', { signal });
