import { formatMoney, type AnalyticsResponse } from '@app/core';
import { ChartCard, FiguresTable } from './chart-card';
import { BUCKET_NAMES, bucketLabel, formatCount } from './format';
import { ActivityChart, RevenueChart } from './lazy-charts';

/** Enrollments and completions over time, and revenue over time, for the period. */
export function ActivitySection({ data }: { data: AnalyticsResponse }) {
  const points = data.series.map((p) => ({ ...p, label: bucketLabel(p.start, data.bucket) }));
  const { totals } = data;
  const quiet = totals.enrollments === 0 && totals.completions === 0;
  const by = BUCKET_NAMES[data.bucket].toLowerCase();
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ChartCard
        title="Enrollments and completions"
        description={`Per ${by}, over the last ${data.period} days.`}
        summary={`Bar chart: ${formatCount(totals.enrollments)} enrollments and ${formatCount(totals.completions)} completions over the last ${data.period} days, per ${by}.`}
        empty={quiet ? 'No enrollments or completions in this period.' : null}
        chart={<ActivityChart points={points} />}
        table={
          <FiguresTable
            caption={`Enrollments and completions per ${by}`}
            head={[BUCKET_NAMES[data.bucket], 'Enrollments', 'Completions']}
            rows={points.map((p) => [p.label, p.enrollments, p.completions])}
          />
        }
      />
      <ChartCard
        title="Revenue"
        description="Students × price of each enrollment of the period."
        summary={`Bar chart: revenue of ${formatMoney(totals.revenue)} over the last ${data.period} days, per ${by}.`}
        empty={totals.revenue === 0 ? 'No revenue in this period.' : null}
        chart={<RevenueChart points={points} />}
        table={
          <FiguresTable
            caption={`Revenue per ${by}`}
            head={[BUCKET_NAMES[data.bucket], 'Revenue']}
            rows={points.map((p) => [p.label, formatMoney(p.revenue)])}
          />
        }
      />
    </div>
  );
}
