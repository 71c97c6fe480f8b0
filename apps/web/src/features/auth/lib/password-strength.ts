import { MIN_PASSWORD_LENGTH } from '@shelfwise/contract';

/** The special characters that count for the strength meter (spec §5: "a fixed set"). */
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export interface StrengthCriterion {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  label: string;
  met: boolean;
}

export type StrengthLevel = 'weak' | 'medium' | 'strong';

/** The five criteria of spec §5 and how many are met; advisory only, never blocks a submit. */
export function passwordStrength(password: string): {
  criteria: StrengthCriterion[];
  score: number;
  level: StrengthLevel;
} {
  const criteria: StrengthCriterion[] = [
    {
      id: 'length',
      label: `At least ${MIN_PASSWORD_LENGTH} characters`,
      met: password.length >= MIN_PASSWORD_LENGTH,
    },
    { id: 'uppercase', label: 'An uppercase letter', met: /[A-Z]/.test(password) },
    { id: 'lowercase', label: 'A lowercase letter', met: /[a-z]/.test(password) },
    { id: 'number', label: 'A number', met: /[0-9]/.test(password) },
    {
      id: 'special',
      label: `A special character (${SPECIAL_CHARACTERS})`,
      met: [...password].some((c) => SPECIAL_CHARACTERS.includes(c)),
    },
  ];
  const score = criteria.filter((c) => c.met).length;
  const level: StrengthLevel = score <= 2 ? 'weak' : score === 3 ? 'medium' : 'strong';
  return { criteria, score, level };
}
