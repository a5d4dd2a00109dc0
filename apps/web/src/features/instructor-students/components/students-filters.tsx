import { STUDENT_STATUS_FILTERS, type SortDirection, type StudentSort } from '@app/core';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { CoursePicker, type PickedCourse } from './course-picker';
import type { GroupChoice } from './group-choices';
import { GroupSelect } from './group-select';

const STATUS_LABELS = { all: 'All statuses', active: 'Active', inactive: 'Inactive', completed: 'Completed' } as const;

/** The sort select's choices: a column and a direction each (the table's headers sort too). */
export const SORT_OPTIONS: { sort: StudentSort; dir: SortDirection; label: string }[] = [
  { sort: 'enrolled', dir: 'desc', label: 'Newest enrollment' },
  { sort: 'enrolled', dir: 'asc', label: 'Oldest enrollment' },
  { sort: 'name', dir: 'asc', label: 'Name (A–Z)' },
  { sort: 'name', dir: 'desc', label: 'Name (Z–A)' },
  { sort: 'email', dir: 'asc', label: 'Email (A–Z)' },
  { sort: 'course', dir: 'asc', label: 'Course (A–Z)' },
  { sort: 'status', dir: 'asc', label: 'Status' },
  { sort: 'progress', dir: 'asc', label: 'Progress (lowest first)' },
  { sort: 'progress', dir: 'desc', label: 'Progress (highest first)' },
  { sort: 'lastActivity', dir: 'asc', label: 'Least recently active' },
  { sort: 'lastActivity', dir: 'desc', label: 'Most recently active' },
];

export interface FilterValues {
  q: string;
  status: string;
  sort: StudentSort;
  dir: SortDirection;
  course: string;
  group: string;
}

/** The grid of the filters, by which of the course picker and the group select are there. */
function gridOf(coursePicker: boolean, groups: boolean): string {
  // Five filters: the search alone on its row until they all fit on one (xl).
  if (coursePicker && groups) return 'md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]';
  if (coursePicker || groups) return 'md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]';
  return 'md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]';
}

/**
 * Search, status, sort, (on the all-students page) the course picker and (when there are groups) the
 * group select; every change is the page's to put in the address.
 */
export function StudentsFilters({
  values,
  onChange,
  coursePicker,
  groups,
}: {
  values: FilterValues;
  onChange: (change: Partial<Record<'q' | 'status' | 'sort' | 'dir' | 'course' | 'group', string>>, replace?: boolean) => void;
  /** The course picker, with the title of the course picked (none on one course's page). */
  coursePicker?: { selected: PickedCourse | null };
  /** The group select's choices (`useGroupChoices`); null: no group select. */
  groups: GroupChoice[] | null;
}) {
  const sortValue = `${values.sort}:${values.dir}`;
  const known = SORT_OPTIONS.some((o) => `${o.sort}:${o.dir}` === sortValue);
  return (
    <search className={`grid gap-3 rounded-xl border border-border bg-card/70 p-4 ${gridOf(Boolean(coursePicker), groups !== null)}`}>
      <div className={cn('grid gap-1.5', coursePicker && groups && 'md:col-span-2 xl:col-span-1')}>
        <Label htmlFor="students-q">Search</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="students-q"
            type="search"
            placeholder="Name or email..."
            value={values.q}
            maxLength={200}
            onChange={(e) => onChange({ q: e.target.value }, true)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="students-status">Status</Label>
        <NativeSelect
          id="students-status"
          value={values.status}
          onChange={(e) => onChange({ status: e.target.value === 'all' ? '' : e.target.value })}
        >
          {STUDENT_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {coursePicker && (
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="students-course">Course</Label>
          <CoursePicker
            id="students-course"
            value={values.course}
            selected={coursePicker.selected}
            allLabel="All courses"
            onChange={(course) => onChange({ course: course ?? '' })}
          />
        </div>
      )}
      {groups && (
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="students-group">Group</Label>
          <GroupSelect id="students-group" value={values.group} choices={groups} onChange={(group) => onChange({ group: group ?? '' })} />
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="students-sort">Sort by</Label>
        <NativeSelect
          id="students-sort"
          value={known ? sortValue : 'enrolled:desc'}
          onChange={(e) => {
            const [sort, dir] = e.target.value.split(':');
            onChange({ sort: sort === 'enrolled' && dir === 'desc' ? '' : sort, dir: sort === 'enrolled' && dir === 'desc' ? '' : dir });
          }}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={`${o.sort}:${o.dir}`} value={`${o.sort}:${o.dir}`}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
