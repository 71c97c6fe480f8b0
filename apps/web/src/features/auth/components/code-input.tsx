import { VERIFICATION_CODE_LENGTH } from '@shelfwise/contract';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';

export const emptyCode = (): string[] => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

/**
 * Six single-digit boxes (spec §5): digits only, focus moves on as you type and back on Backspace,
 * arrow keys move, and a paste takes the first six characters when they are all digits.
 */
export function CodeInput({
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
}: {
  value: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(VERIFICATION_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const setDigit = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  const onInput = (index: number, raw: string) => {
    // A box may already hold a digit; the newest keystroke is the last character.
    const digit = raw.slice(-1);
    if (raw === '') {
      setDigit(index, '');
      return;
    }
    if (!/^\d$/.test(digit)) return;
    setDigit(index, digit);
    if (index < VERIFICATION_CODE_LENGTH - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').trim().slice(0, VERIFICATION_CODE_LENGTH);
    if (!/^\d+$/.test(pasted)) return;
    const next = emptyCode();
    [...pasted].forEach((d, i) => {
      next[i] = d;
    });
    onChange(next);
    focusBox(pasted.length === VERIFICATION_CODE_LENGTH ? VERIFICATION_CODE_LENGTH - 1 : pasted.length);
  };

  return (
    <fieldset className="flex justify-center gap-2 sm:gap-3" aria-describedby={describedBy}>
      <legend className="sr-only">{t('auth.verificationCode')}</legend>
      {value.map((digit, index) => (
        <input
          // Positions are fixed; the index is the identity of a box.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={2}
          value={digit}
          disabled={disabled}
          aria-label={t('auth.codeDigit', { index: index + 1, count: VERIFICATION_CODE_LENGTH })}
          aria-invalid={invalid || undefined}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
          className={`h-12 w-11 rounded-lg border bg-white text-center text-xl font-semibold text-slate-900 sm:h-14 sm:w-12 dark:bg-slate-900 dark:text-slate-100 ${
            invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
          }`}
        />
      ))}
    </fieldset>
  );
}
