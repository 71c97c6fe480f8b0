import { type Language, languages, STORAGE_KEYS } from '@shelfwise/contract';
import { useSyncExternalStore } from 'react';
import en from './catalogues/en.ts';
import { formatMessage, type MessageValues } from './format.ts';

/** Every message key: those of the English catalogue, the source of truth. A misspelled key fails the type check. */
export type MessageKey = keyof typeof en;
/** A translation: every key of the English catalogue, no other. */
export type Catalogue = Record<MessageKey, string>;

/** Each other language is its own chunk, fetched only when chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./catalogues/es.ts'),
  fr: () => import('./catalogues/fr.ts'),
  de: () => import('./catalogues/de.ts'),
};
const loaded: Partial<Record<Language, Catalogue>> = { en };

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
  if (!loaded[language] && language !== 'en') loaded[language] = (await loaders[language]()).default;
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

/** Loads the language to show first, before anything renders (so English never flashes first). */
export const startI18n = () => setLanguage(detectLanguage());

/** The message for `key` in the current language, its arguments filled in. */
export function t(key: MessageKey, values?: MessageValues): string {
  const message = loaded[current]?.[key] ?? en[key];
  return formatMessage(message, values, current);
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
