import { type Language, languages } from '@shelfwise/contract';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { languageNames, setLanguage, useLanguage, useT } from '../../lib/i18n/i18n.ts';

/**
 * The language of the pages before sign-in (top bar, footer, auth pages): each language named in
 * itself, the choice applied at once and remembered for the next visit. Signed in, the setting in
 * Settings decides instead.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 h-4 w-4 text-slate-500 dark:text-slate-400"
      />
      <select
        id={id}
        value={language}
        onChange={(event) => void setLanguage(event.target.value as Language, { remember: true })}
        className="h-10 appearance-none rounded-lg border border-slate-300 bg-white py-1 pr-3 pl-8 text-sm font-medium text-slate-800 hover:border-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
