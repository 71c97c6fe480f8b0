/** Business constants of spec §9, shared by server and web. */
export const APP_NAME = 'Shelfwise';
export const APP_VERSION = '1.0.0';
export const TAGLINE = 'the smart library management system.';

export const BOOKS_PAGE_SIZE = 10;
export const LOANS_PAGE_SIZE = 10;
export const TOAST_DURATION_MS = 8000;
export const BANNER_TIMEOUT_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 300;
export const COPY_CONFIRM_MS = 2000;
export const DEFAULT_LOAN_DAYS = 14;
export const MAX_TAGS = 10;
export const MAX_TAG_SUGGESTIONS = 8;
export const TAG_CHIPS_SHOWN = 8;
export const MIN_PASSWORD_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 6;
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export const STORAGE_KEYS = { token: 'token', theme: 'theme', language: 'language' } as const;

/**
 * Spec §9: the languages of the settings page. Here, beside the other plain constants, so that a
 * page can know them without loading any schema.
 */
export const languages = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];
