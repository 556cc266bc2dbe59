import type { ReactNode } from 'react';
import { bandLabel, type CheckIn } from '../../../shared/check-ins.ts';
import { instruments } from '../../../shared/instruments.ts';
import { recentNextSteps, topTopics, type ProgressSummary } from '../../../shared/progress.ts';
import { safetyPlanSections, type SafetyPlan, type SafetyPlanContact } from '../../../shared/safety-plan.ts';
import { formatDate, plural } from './format-time.ts';
import { checkInSeries, moodPoints, scoreChange } from './trends.ts';

export const gpSections = [
  { id: 'checkIns', label: 'Check-in scores (K10, PHQ-9, GAD-7)', byDefault: true },
  { id: 'mood', label: 'Mood before and after sessions', byDefault: true },
  { id: 'topics', label: 'Topics talked about', byDefault: true },
  { id: 'plans', label: 'Plans and next steps tried', byDefault: true },
  { id: 'sessions', label: 'Session dates', byDefault: true },
  { id: 'safetyPlan', label: 'My safety plan', byDefault: false },
] as const;
export type GpSectionId = (typeof gpSections)[number]['id'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 break-inside-avoid-page">
      <h2 className="border-b border-stone-300 pb-1 text-lg font-semibold text-stone-900">{title}</h2>
      <div className="mt-2 text-sm text-stone-800">{children}</div>
    </section>
  );
}

const cell = 'border-b border-stone-200 py-1 pr-4 text-left align-top';

function CheckInTable({ checkIns }: { checkIns: CheckIn[] }) {
  if (!checkIns.length) return <p>No check-ins yet.</p>;
  return (
    <>
      <table className="w-full">
        <thead>
          <tr>
            {['Date', 'Questionnaire', 'Score', 'Band'].map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...checkIns].reverse().map((c) => (
            <tr key={c.id}>
              <td className={cell}>{formatDate(c.createdAt)}</td>
              <td className={cell}>{instruments[c.instrument].name}</td>
              <td className={`${cell} tabular-nums`}>
                {c.score} / {instruments[c.instrument].maxScore}
              </td>
              <td className={cell}>{bandLabel(c.instrument, c.band)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-2 list-disc pl-5">
        {checkInSeries(checkIns).map((s) => (
          <li key={s.instrument}>
            {instruments[s.instrument].name}: {s.points.length} completed
            {scoreChange(s.points) ? `, ${scoreChange(s.points)}` : ''}.
          </li>
        ))}
      </ul>
    </>
  );
}

function MoodList({ summary }: { summary: ProgressSummary }) {
  const points = moodPoints(summary.sessions);
  if (!points.length) return <p>No mood ratings yet.</p>;
  const show = (n: number | null) => (n === null ? 'not rated' : `${n}/10`);
  return (
    <>
      {summary.averageMoodImprovement !== null && (
        <p>
          Average change from start to end of a session:{' '}
          <strong>
            {summary.averageMoodImprovement > 0 ? '+' : ''}
            {summary.averageMoodImprovement}
          </strong>{' '}
          points (0-10 scale).
        </p>
      )}
      <ul className="mt-1 list-disc pl-5">
        {points.map((p) => (
          <li key={p.sessionId}>
            {formatDate(p.date)}: {show(p.before)} at the start, {show(p.after)} at the end
          </li>
        ))}
      </ul>
    </>
  );
}

const contactText = (c: SafetyPlanContact) => (c.phone ? `${c.name}, ${c.phone}` : c.name);

function SafetyPlanText({ plan }: { plan: SafetyPlan }) {
  return (
    <ol className="list-decimal space-y-1 pl-5">
      {safetyPlanSections.map((s) => {
        const entries = plan[s.id];
        const texts = s.kind === 'contacts' ? (entries as SafetyPlanContact[]).map(contactText) : (entries as string[]);
        return (
          <li key={s.id}>
            <span className="font-semibold">{s.title}:</span> {texts.length ? texts.join('; ') : 'not filled in'}
          </li>
        );
      })}
    </ol>
  );
}

export interface GpSummaryData {
  summary: ProgressSummary;
  checkIns: CheckIn[];
  safetyPlan: SafetyPlan | null;
}

/** The sections the person chose, as plain print-ready text and tables. */
export function GpSummarySections({ data, chosen }: { data: GpSummaryData; chosen: Set<GpSectionId> }) {
  const { summary } = data;
  const topics = topTopics(summary.sessions, 8);
  const steps = recentNextSteps(summary.sessions, 10);
  return (
    <>
      {chosen.has('checkIns') && (
        <Section title="Check-in scores">
          <CheckInTable checkIns={data.checkIns} />
        </Section>
      )}
      {chosen.has('mood') && (
        <Section title="Mood before and after sessions">
          <MoodList summary={summary} />
        </Section>
      )}
      {chosen.has('topics') && (
        <Section title="Topics talked about">
          {topics.length ? topics.map((t) => `${t.topic} (${t.sessions})`).join(', ') : 'None recorded yet.'}
        </Section>
      )}
      {chosen.has('plans') && (
        <Section title="Plans and next steps tried">
          {steps.length ? (
            <ul className="list-disc pl-5">
              {steps.map((s) => (
                <li key={`${s.sessionId}-${s.text}`}>
                  {s.text} <span className="text-stone-600">({formatDate(s.date)})</span>
                </li>
              ))}
            </ul>
          ) : (
            'None recorded yet.'
          )}
        </Section>
      )}
      {chosen.has('sessions') && (
        <Section title="Session dates">
          {summary.sessions.length
            ? `${plural(summary.totalSessions, 'session')}, ${plural(summary.totalMinutesUsed, 'minute')} in all: ${[
                ...summary.sessions,
              ]
                .reverse()
                .map((s) => formatDate(s.date))
                .join(', ')}.`
            : 'No sessions yet.'}
        </Section>
      )}
      {chosen.has('safetyPlan') && data.safetyPlan && (
        <Section title="My safety plan">
          <SafetyPlanText plan={data.safetyPlan} />
        </Section>
      )}
    </>
  );
}
