import { type Language, languages, STORAGE_KEYS } from '@shelfwise/contract';
import { useSyncExternalStore } from 'react';
import type appEn from './catalogues/app-en.ts';
import type publicEn from './catalogues/public-en.ts';
import { formatMessage, type MessageValues } from './format.ts';

/**
 * Every message key: those of the English catalogues, the source of truth. A misspelled key fails
 * the type check. Two parts per language: `public` (landing, sign-in, legal, 404), the only one the
 * landing page loads, and `app` (the signed-in app), loaded with it.
 */
export type MessageKey = keyof typeof publicEn | keyof typeof appEn;
/** A translation of the public part: every key of the English one, no other. */
export type PublicCatalogue = Record<keyof typeof publicEn, string>;
/** A translation of the app part. */
export type AppCatalogue = Record<keyof typeof appEn, string>;

type Part = 'public' | 'app';
/** Each language and part is its own chunk, fetched only when needed. */
const loaders: Record<Part, Record<Language, () => Promise<{ default: Record<string, string> }>>> = {
  public: {
    en: () => import('./catalogues/public-en.ts'),
    es: () => import('./catalogues/public-es.ts'),
    fr: () => import('./catalogues/public-fr.ts'),
    de: () => import('./catalogues/public-de.ts'),
  },
  app: {
    en: () => import('./catalogues/app-en.ts'),
    es: () => import('./catalogues/app-es.ts'),
    fr: () => import('./catalogues/app-fr.ts'),
    de: () => import('./catalogues/app-de.ts'),
  },
};
/** What has arrived, per language: the parts' messages merged. */
const loaded: Partial<Record<Language, Record<string, string>>> = {};
const loadedParts = new Set<string>();
/** The parts this page needs: the app adds its own when it starts. */
const wanted = new Set<Part>(['public']);

async function load(language: Language): Promise<void> {
  await Promise.all(
    [...wanted].map(async (part) => {
      const id = `${part}:${language}`;
      if (loadedParts.has(id)) return;
      const { default: messages } = await loaders[part][language]();
      loaded[language] = { ...loaded[language], ...messages };
      loadedParts.add(id);
    }),
  );
}

/** The names of the languages, each in itself (what a switcher shows). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

let current: Language = 'en';
const listeners = new Set<() => void>();

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * Before sign-in: a choice made here before (stored), else the first of the browser's languages we
 * speak, else English.
 */
export function detectLanguage(
  stored: string | null = readStored(),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

/** The language now shown. */
export const currentLanguage = (): Language => current;

/**
 * Shows `language` everywhere at once, once its catalogue is here (no mix of languages meanwhile);
 * `<html lang>` follows. `remember` keeps the choice for the next visit.
 */
export async function setLanguage(language: Language, { remember = false } = {}): Promise<void> {
  await load(language);
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEYS.language, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

/**
 * This page is the app (not a public page): every language loaded from now on brings the app's
 * messages too. Called before `startI18n`, so the first render has them.
 */
export function includeAppMessages(): void {
  wanted.add('app');
}

/**
 * The signed-in app's messages, loaded before its first page shows: a page that started without
 * them (the sign-in page, which needs only the public part) calls this on the way into the app.
 */
export async function ensureAppMessages(): Promise<void> {
  wanted.add('app');
  await load(current);
}

/** Loads the language to show first, before anything renders (so English never flashes first). */
export const startI18n = () => setLanguage(detectLanguage());

/** The message for `key` in the current language, its arguments filled in. */
export function t(key: MessageKey, values?: MessageValues): string {
  // Before a part arrives (a unit test, a page that did not ask for it) the key itself shows: a
  // missing text is visible rather than silently English.
  const message = loaded[current]?.[key] ?? loaded.en?.[key] ?? key;
  return formatMessage(message, values, current);
}

/** The message for `key` in the current language as written, its arguments not filled in. */
export function messageOf(key: string): string | undefined {
  return loaded[current]?.[key] ?? loaded.en?.[key];
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `t` for a component, which renders again when the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return t;
}

/** The language shown, for a component (re-renders on change). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `Intl` locale for dates and numbers: the language; English keeps the US forms ('Jan 5, 2025'). */
export const intlLocale = (language: Language = current) => (language === 'en' ? 'en-US' : language);
