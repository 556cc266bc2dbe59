import { ClipboardCheck } from 'lucide-react';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { CheckIn } from '../../../shared/check-ins.ts';
import { instruments } from '../../../shared/instruments.ts';
import { CheckInHistory } from '../check-ins/index.ts';
import { formatDate } from './format-time.ts';
import { Panel } from './progress-sections.tsx';
import { checkInSeries, scoreChange } from './trends.ts';

// Chart.js loads only when a chart is on screen, never with the landing page (DECISIONS §7).
export const TrendChart = lazy(() => import('./trend-chart.tsx'));

const seriesColours = { k10: '#0f766e', phq9: '#b45309', gad7: '#6d28d9' } as const;

export function ChartWithTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <>
      <Suspense fallback={<div className="h-56 rounded-2xl bg-sand-100 sm:h-64" />}>{chart}</Suspense>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">Show the figures as a table</summary>
        <div className="mt-2">{table}</div>
      </details>
    </>
  );
}

export function CheckInsPanel({ checkIns }: { checkIns: CheckIn[] }) {
  const series = useMemo(() => checkInSeries(checkIns), [checkIns]);
  // Scores of different questionnaires share a chart as a share of each one's maximum.
  const chart = useMemo(() => {
    const ordered = [...checkIns].reverse();
    return {
      labels: ordered.map((c) => formatDate(c.createdAt)),
      series: series.map((s) => ({
        name: instruments[s.instrument].name,
        color: seriesColours[s.instrument],
        values: ordered.map((c) =>
          c.instrument === s.instrument ? Math.round((c.score / instruments[c.instrument].maxScore) * 100) : null,
        ),
      })),
    };
  }, [checkIns, series]);
  const action = (
    <Link
      href="/check-in"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ClipboardCheck aria-hidden="true" className="size-4" /> Take a check-in
    </Link>
  );
  return (
    <Panel id="check-ins-title" title="Check-ins over time" action={action}>
      {checkIns.length === 0 ? (
        <p className="text-stone-600">Your weekly check-in scores will show here, so you can see how things change.</p>
      ) : (
        <>
          <ul className="mb-3 space-y-1 text-sm text-stone-700">
            {series.map((s) => (
              <li key={s.instrument}>
                <span className="font-semibold text-stone-900">{instruments[s.instrument].name}</span>: latest{' '}
                {s.points[s.points.length - 1]!.score} of {instruments[s.instrument].maxScore}
                {scoreChange(s.points) ? `, ${scoreChange(s.points)}` : ''}
              </li>
            ))}
          </ul>
          <ChartWithTable
            chart={
              <TrendChart
                description="Check-in scores over time, as a percentage of each questionnaire's maximum; lower is better. The same figures are in the table below."
                labels={chart.labels}
                series={chart.series}
                min={0}
                max={100}
              />
            }
            table={<CheckInHistory checkIns={checkIns} caption="Check-in scores, newest first" />}
          />
          <p className="mt-2 text-xs text-stone-500">
            Chart: each score as a percentage of its maximum. Lower is better.
          </p>
        </>
      )}
    </Panel>
  );
}
