import { MIN_PASSWORD_LENGTH } from '@shelfwise/contract';
import { Check, X } from 'lucide-react';
import { type MessageKey, useT } from '../../../lib/i18n/i18n.ts';
import { passwordStrength, SPECIAL_CHARACTERS, type StrengthLevel } from '../lib/password-strength.ts';

const levelStyle = {
  weak: { bar: 'bg-red-500', text: 'text-red-600 dark:text-red-400', label: 'auth.strength.weak' },
  medium: {
    bar: 'bg-yellow-400',
    text: 'text-yellow-700 dark:text-yellow-300',
    label: 'auth.strength.medium',
  },
  strong: { bar: 'bg-green-500', text: 'text-green-700 dark:text-green-400', label: 'auth.strength.strong' },
} as const satisfies Record<StrengthLevel, { bar: string; text: string; label: MessageKey }>;

/** Bar (red ≤2, yellow 3, green 4–5 of five criteria) and the checklist; advisory only. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { criteria, score, level } = passwordStrength(password);
  const style = levelStyle[level];
  const t = useT();
  return (
    <div id={id} className="space-y-2" data-testid="password-strength" data-level={level}>
      <div className="flex items-center gap-3">
        {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be coloured consistently across browsers */}
        <div
          role="meter"
          aria-label={t('auth.passwordStrength')}
          aria-valuemin={0}
          aria-valuemax={5}
          aria-valuenow={score}
          aria-valuetext={t('auth.strength.value', { level: t(style.label), score })}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className={`h-full rounded-full transition-all ${style.bar}`}
            style={{ width: `${(score / 5) * 100}%` }}
          />
        </div>
        <span className={`w-16 text-right text-xs font-semibold ${style.text}`}>{t(style.label)}</span>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2">
        {criteria.map((c) => (
          <li
            key={c.id}
            className={`flex items-center gap-1.5 ${c.id === 'special' ? 'sm:col-span-2' : ''} ${c.met ? 'text-green-700 dark:text-green-400' : 'text-slate-500 dark:text-slate-400'}`}
          >
            {c.met ? (
              <Check aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            ) : (
              <X aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            )}
            <span>
              {t(`auth.strength.${c.id}`, { min: MIN_PASSWORD_LENGTH, characters: SPECIAL_CHARACTERS })}
              <span className="sr-only">{c.met ? t('auth.strength.met') : t('auth.strength.notMet')}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
