import type { Theme } from '../../../lib/theme.ts';

/**
 * Chart colours for each theme, each readable on its card background (white / slate-900) at
 * WCAG's 3:1 for graphics. On time and late are blue and orange, a pair colour-blind readers can
 * tell apart; every chart also names its series in text, so colour is never the only cue.
 */
export interface ChartTheme {
  text: string;
  grid: string;
  surface: string;
  border: string;
  bar: string;
  onTime: string;
  late: string;
  slices: string[];
}

const light: ChartTheme = {
  text: '#475569',
  grid: '#e2e8f0',
  surface: '#ffffff',
  border: '#cbd5e1',
  bar: '#4f46e5',
  onTime: '#2563eb',
  late: '#c2410c',
  slices: ['#4f46e5', '#0e7490', '#b45309', '#be185d', '#15803d', '#7c3aed'],
};

const dark: ChartTheme = {
  text: '#cbd5e1',
  grid: '#334155',
  surface: '#0f172a',
  border: '#475569',
  bar: '#818cf8',
  onTime: '#60a5fa',
  late: '#fb923c',
  slices: ['#818cf8', '#22d3ee', '#fbbf24', '#f472b6', '#4ade80', '#c4b5fd'],
};

export const chartTheme = (theme: Theme): ChartTheme => (theme === 'dark' ? dark : light);
