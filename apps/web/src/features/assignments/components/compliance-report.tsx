import { ASSIGNMENT_STATUS_LABELS, canWaiveAssignment, plural, type ComplianceResponse, type ComplianceRow } from '@app/core';
import { CheckCircle2, ClipboardList, Download, Percent, RotateCcw, SearchX, TriangleAlert, Users } from 'lucide-react';
import type * as React from 'react';
import { lazy, useState } from 'react';
import { EmptyState, FilterSelect, ListSkeleton, LoadError } from '@/components/list-parts';
import { Pagination } from '@/components/pagination';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth';
import { ChartCard, FiguresTable } from '@/features/instructor-analytics';
import { GroupSelect, useGroupChoices } from '@/features/instructor-students';
import { useListAddress } from '@/hooks/use-list-address';
import { usePageCount } from '@/hooks/use-page-count';
import { COMPLIANCE_STATUS_FILTERS, complianceExportHref, complianceParams, type ComplianceStatus } from '../api/compliance-params';
import { useCompliance } from '../api/get-compliance';
import { useComplianceCourses } from '../api/get-compliance-courses';
import { formatRate, weekLabel } from '../report-figures';
import { RateTable } from './rate-table';
import { RowsTable } from './learner-rows';
import { WaiveDialog } from './waive-dialog';

// recharts is a chunk of its own (the analytics page's), asked for when the chart is shown.
const CompletionsChart = lazy(() => import('./completions-chart'));

const STATUS_LABELS: Record<ComplianceStatus, string> = { all: 'All statuses', ...ASSIGNMENT_STATUS_LABELS };

/**
 * The compliance report (/admin/compliance, and a course's for its instructor with `course` fixed):
 * filters by course, group and status kept in the address; totals with the completion rate;
 * completion per course and per group; completions per week; the learners' assignments a page at a
 * time, with the CSV export of the same filters. Admins may waive a learner's open assignment;
 * everyone else reads.
 */
export function ComplianceReport({
  courseId,
  emptyHint,
}: {
  /** A course's own report: its course filter is that course. */
  courseId?: string;
  /** What the "No assignments yet" state suggests (where to assign a course), for whoever may. */
  emptyHint?: React.ReactNode;
}) {
  const { user } = useSession();
  const { params: search, update } = useListAddress();
  const params = complianceParams(search, courseId);
  const report = useCompliance(params);
  const data = report.data;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.rows.length });
  const [waiving, setWaiving] = useState<ComplianceRow | null>(null);
  const filtered = Boolean((!courseId && params.course) || params.group || params.status !== 'all');
  const clear = () => update({ course: null, group: null, status: null });
  const nothingAssigned = data && !filtered && data.totals.assigned === 0 && data.total === 0;

  return (
    <>
      <search
        aria-label="Filters"
        className="mt-6 flex flex-col gap-3 rounded-xl border border-border bg-card/70 p-4 sm:flex-row sm:flex-wrap sm:items-end [&>div]:min-w-0 sm:[&>div]:min-w-48 sm:[&>div]:flex-1"
      >
        {!courseId && <CourseFilter value={params.course ?? ''} onChange={(id) => update({ course: id })} />}
        <GroupFilter value={params.group ?? ''} onChange={(id) => update({ group: id })} />
        <FilterSelect
          id="compliance-status"
          label="Status"
          value={params.status}
          choices={COMPLIANCE_STATUS_FILTERS}
          labels={STATUS_LABELS}
          defaultValue="all"
          onChange={(status) => update({ status })}
        />
        <Button asChild variant="outline">
          {/* A plain download: the server streams the file with its own name. */}
          <a href={complianceExportHref(params)} download>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
      </search>

      <div className="mt-5 flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-zinc-300">
          {data && !report.isError ? `${plural(data.total, 'assignment')} of learners` : report.isPending ? 'Loading the report…' : ''}
        </p>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={clear}>
            <RotateCcw aria-hidden /> Clear filters
          </Button>
        )}
      </div>

      {report.isError && !data ? (
        <div className="mt-3">
          <LoadError
            title="The report could not be loaded"
            error={report.error}
            onRetry={() => void report.refetch()}
            retrying={report.isFetching}
          />
        </div>
      ) : !data ? (
        <ReportSkeleton />
      ) : nothingAssigned ? (
        <div className="mt-3">
          <EmptyState icon={ClipboardList} title="No assignments yet">
            {emptyHint ?? 'Nothing has been assigned yet: the report fills in as courses are assigned.'}
          </EmptyState>
        </div>
      ) : filtered && data.total === 0 && !moving ? (
        <div className={report.isPlaceholderData ? 'mt-3 opacity-60 transition-opacity' : 'mt-3'}>
          <FilterEmpty onClear={clear} />
        </div>
      ) : (
        <div className={report.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={report.isFetching}>
          <Figures data={data} />
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <WeeklyChart data={data} />
            <RateTable
              title="By group"
              description="Completion of each group's members."
              nameHeading="Group"
              rows={data.byGroup.map((g) => ({ ...g, key: g.groupId, name: g.name }))}
            />
            {!courseId && (
              <div className="lg:col-span-2">
                <RateTable
                  title="By course"
                  description="Completion of each assigned course."
                  nameHeading="Course"
                  rows={data.byCourse.map((c) => ({ ...c, key: c.courseId, name: c.title }))}
                />
              </div>
            )}
          </div>

          <section aria-labelledby="compliance-rows" className="mt-8">
            <h2 id="compliance-rows" className="text-xl font-bold text-white">
              Learners
            </h2>
            <div className="mt-3">
              {moving ? (
                <ListSkeleton label="Loading learners" />
              ) : data.rows.length === 0 ? (
                <FilterEmpty onClear={filtered ? clear : undefined} />
              ) : (
                <RowsTable rows={data.rows} showCourse={!courseId} onWaive={canWaiveAssignment(user) ? setWaiving : undefined} />
              )}
            </div>
            {pages > 1 && (
              <div className="mt-6">
                <Pagination page={data.page} pages={pages} label="Learner pages" />
              </div>
            )}
          </section>
        </div>
      )}
      <WaiveDialog row={waiving} onClose={() => setWaiving(null)} />
    </>
  );
}

function CourseFilter({ value, onChange }: { value: string; onChange: (id: string | null) => void }) {
  const courses = useComplianceCourses();
  const list = courses.data?.courses ?? [];
  const choices = [{ value: '', label: 'All courses' }, ...list.map((c) => ({ value: c.id, label: c.title }))];
  if (value && !list.some((c) => c.id === value)) choices.push({ value, label: courses.isPending ? 'Loading…' : 'Chosen course' });
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor="compliance-course">Course</Label>
      <NativeSelect id="compliance-course" value={value} onChange={(e) => onChange(e.target.value || null)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function GroupFilter({ value, onChange }: { value: string; onChange: (id: string | null) => void }) {
  const choices = useGroupChoices(value);
  if (!choices) return null;
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor="compliance-group">Group</Label>
      <GroupSelect id="compliance-group" value={value} choices={choices} onChange={onChange} />
    </div>
  );
}

function Figures({ data }: { data: ComplianceResponse }) {
  const t = data.totals;
  return (
    <section aria-label="Totals" className="mt-3">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <li>
          <StatCard label="Assigned" icon={Users} value={t.assigned.toLocaleString('en-US')} />
        </li>
        <li>
          <StatCard label="Completed" icon={CheckCircle2} value={t.completed.toLocaleString('en-US')} />
        </li>
        <li>
          <StatCard label="Overdue" icon={TriangleAlert} value={t.overdue.toLocaleString('en-US')} />
        </li>
        <li>
          <StatCard label="Completion rate" icon={Percent} value={formatRate(t)} />
        </li>
      </ul>
    </section>
  );
}

function WeeklyChart({ data }: { data: ComplianceResponse }) {
  const points = data.overTime.map((w) => ({ label: weekLabel(w.week), completed: w.completed }));
  const total = points.reduce((sum, p) => sum + p.completed, 0);
  return (
    <ChartCard
      title="Completions per week"
      description="The last 12 weeks, by the week's Monday."
      summary={`${plural(total, 'completion')} over the last ${points.length} weeks.`}
      empty={total === 0 ? 'No completions in the last 12 weeks.' : null}
      chart={<CompletionsChart points={points} />}
      table={
        <FiguresTable caption="Completions per week" head={['Week of', 'Completions']} rows={points.map((p) => [p.label, p.completed])} />
      }
    />
  );
}

function FilterEmpty({ onClear }: { onClear?: () => void }) {
  return (
    <EmptyState icon={SearchX} title="No assignments match these filters">
      <p>Try another course, group or status.</p>
      {onClear && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </EmptyState>
  );
}

function ReportSkeleton() {
  return (
    <div role="status" aria-label="Loading the report" className="mt-3 grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-14 rounded-lg" />
      ))}
    </div>
  );
}
