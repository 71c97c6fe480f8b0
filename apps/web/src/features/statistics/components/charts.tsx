import type { CategoryDistribution, MonthlyLoans, ReturnRateRow } from '@shelfwise/contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { intlLocale, useT } from '../../../lib/i18n/i18n.ts';
import { useTheme } from '../../../lib/theme.ts';
import { type ChartTheme, chartTheme } from '../lib/chart-theme.ts';
import { categorySlices, shareOf } from '../lib/figures.ts';
import { longMonth, shortMonth } from '../lib/months.ts';

/**
 * The three charts, in a module of their own: the page imports it lazily, so the chart library is
 * downloaded only by someone who is shown a chart. Each SVG is named by its <title> and <desc>;
 * Recharts' accessibility layer lets a keyboard user step through the points with the arrow keys.
 * Every chart card also carries the same figures as a table.
 */

const CHART_HEIGHT = 240;

function useChartTheme(): ChartTheme {
  return chartTheme(useTheme().theme);
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function tooltipStyles(colors: ChartTheme) {
  return {
    contentStyle: {
      background: colors.surface,
      border: `1px solid ${colors.border}`,
      borderRadius: 8,
      color: colors.text,
      fontSize: 13,
    },
    labelStyle: { color: colors.text, fontWeight: 600 },
    itemStyle: { color: colors.text },
    cursor: { fill: colors.grid, fillOpacity: 0.5 },
    separator: ': ',
  };
}

export function MonthlyLoansChart({ data, summary }: { data: MonthlyLoans['data']; summary: string }) {
  const t = useT();
  const colors = useChartTheme();
  const points = data.map((m) => ({ ...m, label: shortMonth(m.month), name: longMonth(m.month) }));
  return (
    <div className="h-60 w-full" data-chart="monthly-loans">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          title={t('stats.monthlyLoans')}
          desc={summary}
        >
          <CartesianGrid vertical={false} stroke={colors.grid} />
          <XAxis
            dataKey="label"
            tick={{ fill: colors.text, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: colors.grid }}
            interval="equidistantPreserveEnd"
            minTickGap={4}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: colors.text, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip
            {...tooltipStyles(colors)}
            labelFormatter={(_label, payload) => payload?.[0]?.payload?.name ?? ''}
            formatter={(value) => [String(value), t('stats.col.loans')]}
          />
          <Bar
            dataKey="count"
            name={t('stats.col.loans')}
            fill={colors.bar}
            radius={[4, 4, 0, 0]}
            maxBarSize={36}
            isAnimationActive={!prefersReducedMotion()}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function CategoryChart({ data, summary }: { data: CategoryDistribution['data']; summary: string }) {
  const t = useT();
  const colors = useChartTheme();
  const slices = categorySlices(data, colors.slices.length);
  const total = data.reduce((sum, c) => sum + c.count, 0);
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row" data-chart="categories">
      <div className="h-56 w-full max-w-56 shrink-0">
        <ResponsiveContainer width="100%" height={224}>
          <PieChart title={t('stats.categories')} desc={summary}>
            <Pie
              data={slices}
              dataKey="count"
              nameKey="name"
              innerRadius="55%"
              outerRadius="95%"
              paddingAngle={slices.length > 1 ? 1 : 0}
              stroke={colors.surface}
              isAnimationActive={!prefersReducedMotion()}
            >
              {slices.map((slice, i) => (
                <Cell key={slice.name} fill={colors.slices[i % colors.slices.length]} />
              ))}
            </Pie>
            <Tooltip
              {...tooltipStyles(colors)}
              formatter={(value, name) => [
                `${String(value)} (${shareOf(Number(value), total)})`,
                String(name),
              ]}
            />
          </PieChart>
        </ResponsiveContainer>
      </div>
      {/* The legend names every slice in text with its count and share: colour is never the only cue. */}
      <ul className="grid w-full gap-1.5 text-sm" aria-label={t('stats.categoriesList')}>
        {slices.map((slice, i) => (
          <li key={slice.name} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-3 w-3 shrink-0 rounded-sm"
              style={{ background: colors.slices[i % colors.slices.length] }}
            />
            <span className="min-w-0 flex-1 truncate text-slate-800 dark:text-slate-100" title={slice.name}>
              {slice.name}
            </span>
            <span className="tabular-nums text-slate-600 dark:text-slate-300">
              {slice.count.toLocaleString(intlLocale())} · {shareOf(slice.count, total)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ReturnRateChart({ data, summary }: { data: ReturnRateRow[]; summary: string }) {
  const t = useT();
  const colors = useChartTheme();
  const points = data.map((r) => ({ ...r, label: shortMonth(r.month), name: longMonth(r.month) }));
  return (
    <div className="h-64 w-full" data-chart="return-rates">
      <ResponsiveContainer width="100%" height={256}>
        <BarChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
          title={t('stats.returnRates')}
          desc={summary}
        >
          <CartesianGrid vertical={false} stroke={colors.grid} />
          <XAxis
            dataKey="label"
            tick={{ fill: colors.text, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: colors.grid }}
            interval="equidistantPreserveEnd"
            minTickGap={4}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            unit="%"
            tick={{ fill: colors.text, fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={52}
          />
          <Tooltip
            {...tooltipStyles(colors)}
            labelFormatter={(_label, payload) => {
              const row = payload?.[0]?.payload as (ReturnRateRow & { name: string }) | undefined;
              if (!row) return '';
              const late = row.avgDaysLate > 0 ? t('stats.tooltipLate', { days: row.avgDaysLate }) : '';
              return t('stats.tooltipReturns', { month: row.name, count: row.totalReturns, late });
            }}
            formatter={(value, name) => [`${String(value)}%`, String(name)]}
          />
          <Legend
            wrapperStyle={{ fontSize: 13 }}
            itemSorter={null}
            formatter={(value) => <span style={{ color: colors.text }}>{String(value)}</span>}
          />
          <Bar
            dataKey="onTimePercentage"
            name={t('stats.col.onTime')}
            stackId="returns"
            fill={colors.onTime}
            maxBarSize={36}
            isAnimationActive={!prefersReducedMotion()}
          />
          <Bar
            dataKey="latePercentage"
            name={t('stats.col.late')}
            stackId="returns"
            fill={colors.late}
            radius={[4, 4, 0, 0]}
            maxBarSize={36}
            isAnimationActive={!prefersReducedMotion()}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
