import { intlLocale, t } from '../../../lib/i18n/i18n.ts';

/** How a card's figure moved since the end of last month. */
export type Trend =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'flat' }
  /** Last month was 0 and now it is not: a percentage would be a division by zero. */
  | { kind: 'new' };

export function trendOf(current: number, previous: number): Trend {
  if (current === previous) return { kind: 'flat' };
  if (previous === 0) return { kind: 'new' };
  const percent = (Math.abs(current - previous) / previous) * 100;
  return { kind: current > previous ? 'up' : 'down', percent };
}

const percentFormat = () => new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 });

/** '12.5%', '100%'; a change too small for one decimal still shows as '<0.1%', never as '0%'. */
export function formatPercent(value: number): string {
  if (value > 0 && value < 0.05) return '<0.1%';
  return `${percentFormat().format(value)}%`;
}

/** The visible text of a trend: '+12.5%', '−3%', 'No change', 'New'. */
export function trendLabel(trend: Trend): string {
  switch (trend.kind) {
    case 'up':
      return `+${formatPercent(trend.percent)}`;
    case 'down':
      return `−${formatPercent(trend.percent)}`;
    case 'flat':
      return t('stats.noChange');
    case 'new':
      return t('stats.new');
  }
}

/** What a screen reader hears: 'Up 12.5% from 8 at the end of last month'. */
export function trendDescription(trend: Trend, previous: number): string {
  const from = previous.toLocaleString(intlLocale());
  switch (trend.kind) {
    case 'up':
      return t('stats.up', { percent: formatPercent(trend.percent), previous: from });
    case 'down':
      return t('stats.down', { percent: formatPercent(trend.percent), previous: from });
    case 'flat':
      return t('stats.flat', { previous: from });
    case 'new':
      return t('stats.newSince');
  }
}
