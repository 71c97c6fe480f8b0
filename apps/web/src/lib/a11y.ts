import { t } from './i18n/i18n.ts';

/**
 * The accessible name of a control whose visible label needs what it acts on said too (WCAG 2.5.3
 * Label in Name): the label first, as shown, then the subject: 'Send Now: Dune' ('Envoyer
 * maintenant : Dune'). Speech users say what they see; screen reader users hear which row it is.
 * Icon-only controls have no visible label and are named freely.
 */
export const a11y = {
  named: (label: string, subject: string): string => t('common.named', { label, subject }),
};
