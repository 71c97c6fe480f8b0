import type { CalendarFeedCreated, CalendarFeedStatus } from '@shelfwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export const calendarFeedQueryKey = ['calendar', 'feed'] as const;

/** `GET /api/calendar/feed`: whether the feed is on (its URL is never sent again). */
export const getCalendarFeed = (signal?: AbortSignal) =>
  apiFetch<{ data: CalendarFeedStatus }>('/api/calendar/feed', {
    signal,
    fallbackMessage: t('error.calendarFeed'),
  }).then((answer) => answer.data);

export const useCalendarFeed = () =>
  useQuery({ queryKey: calendarFeedQueryKey, queryFn: ({ signal }) => getCalendarFeed(signal) });

/** `POST /api/calendar/feed`: turns the feed on or resets it; the answer holds the new URL, once. */
export const useResetCalendarFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ data: CalendarFeedCreated }>('/api/calendar/feed', {
        method: 'POST',
        fallbackMessage: t('error.calendarFeed'),
      }).then((answer) => answer.data),
    onSuccess: (created) =>
      client.setQueryData(calendarFeedQueryKey, { enabled: true, createdAt: created.createdAt }),
  });
};

/** `DELETE /api/calendar/feed`: turns the feed off; its URL answers 404 from then on. */
export const useTurnOffCalendarFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<void>('/api/calendar/feed', { method: 'DELETE', fallbackMessage: t('error.calendarFeed') }),
    onSuccess: () => client.setQueryData(calendarFeedQueryKey, { enabled: false, createdAt: null }),
  });
};
