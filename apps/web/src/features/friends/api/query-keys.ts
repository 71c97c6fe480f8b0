import { meQueryKey } from '../../auth/index.ts';

/**
 * Friends queries live under ['friends'], recommendations under ['recommendations']; the sidebar
 * badge reads the two counts, so any change below refreshes it through the same prefixes.
 */
export const friendKeys = {
  all: ['friends'] as const,
  list: ['friends', 'list'] as const,
  requests: ['friends', 'requests'] as const,
  requestCount: ['friends', 'requests', 'count'] as const,
};

export const recommendationKeys = {
  all: ['recommendations'] as const,
  received: ['recommendations', 'received'] as const,
  pendingCount: ['recommendations', 'count'] as const,
};

/** Adding a recommended book changes the library and the user's book count (rank title). */
export const affectedByAddingToLibrary = [['recommendations'], ['books'], meQueryKey] as const;
