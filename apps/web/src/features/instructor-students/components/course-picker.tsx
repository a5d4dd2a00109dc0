import { COURSE_PICKER_LIMIT, plural } from '@app/core';
import { Command } from 'cmdk';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useMonitoredCourses } from '../api/get-monitored-courses';

export interface PickedCourse {
  id: string;
  title: string;
}

const ALL = '__all__';

/**
 * The course picker of the students and analytics screens: a button that opens a search box over
 * the courses the user monitors. The server searches (an admin monitors every course, hundreds of
 * them) and gives the first COURSE_PICKER_LIMIT; typing narrows them. Keyboard: Enter or the
 * arrows open it, typing searches, the arrows move, Enter picks, Escape closes (cmdk and Radix
 * give the combobox and listbox roles). `selected` is the title of the course in `value`, which
 * the page knows from its own data; the picker also remembers what was just picked meanwhile.
 */
export function CoursePicker({
  id,
  value,
  selected,
  onChange,
  allLabel,
  className,
}: {
  /** The trigger's id, for the page's <Label htmlFor>. */
  id: string;
  /** The course picked, or '' for all courses. */
  value: string;
  selected?: PickedCourse | null;
  onChange: (courseId: string | null) => void;
  /** The choice of every course (none: a course must be picked). */
  allLabel?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PickedCourse | null>(null);
  const q = useDebouncedValue(search.trim(), 250);
  const courses = useMonitoredCourses(q, { enabled: open });
  const data = courses.data;
  const label = value
    ? ((selected?.id === value ? selected.title : undefined) ??
      (picked?.id === value ? picked.title : undefined) ??
      data?.courses.find((c) => c.id === value)?.title ??
      'Chosen course')
    : (allLabel ?? 'Choose a course');
  const manyInstructors = new Set(data?.courses.map((c) => c.instructorId)).size > 1;
  const showAll = Boolean(allLabel) && !q;
  // The option the arrows are on: the first one whenever the results change under it (they come
  // from the server after the typing stops), so that Enter always picks what is highlighted.
  const [active, setActive] = useState('');
  const optionValues = [...(showAll ? [ALL] : []), ...(data?.courses.map((c) => c.id) ?? [])];
  const firstOption = optionValues[0] ?? '';
  const highlighted = optionValues.includes(active) ? active : firstOption;
  const searching = courses.isFetching && (search.trim() !== q || courses.isPlaceholderData);

  const choose = (course: PickedCourse | null) => {
    setPicked(course);
    setOpen(false);
    setSearch('');
    onChange(course?.id ?? null);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
    >
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          className={cn(
            'flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-black/40 px-3 text-left text-base text-foreground md:text-sm',
            'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/50',
            className,
          )}
        >
          <span className="truncate">{label}</span>
          <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-[min(26rem,calc(100vw-2rem))] p-0">
        <Command shouldFilter={false} label="Search courses" value={highlighted} onValueChange={setActive} className="flex flex-col">
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <Command.Input
              value={search}
              onValueChange={setSearch}
              maxLength={200}
              placeholder="Search by course or instructor..."
              className="h-11 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
            />
          </div>
          <Command.List label="Courses" className="max-h-72 overflow-y-auto p-1" aria-busy={searching}>
            {courses.isError ? (
              <p role="alert" className="px-3 py-4 text-sm text-red-300">
                {errorMessage(courses.error, 'The courses could not be loaded. Please try again.')}
              </p>
            ) : !data ? (
              <Command.Loading>
                <p className="px-3 py-4 text-sm text-muted-foreground">Loading courses…</p>
              </Command.Loading>
            ) : (
              <>
                {showAll && <Option value={ALL} label={allLabel!} active={!value} onSelect={() => choose(null)} />}
                {data.courses.map((c) => (
                  <Option
                    key={c.id}
                    value={c.id}
                    label={c.title}
                    detail={manyInstructors ? (c.instructorName ?? undefined) : undefined}
                    active={c.id === value}
                    onSelect={() => choose({ id: c.id, title: c.title })}
                  />
                ))}
                <Command.Empty className="px-3 py-4 text-sm text-muted-foreground">No course matches “{q}”.</Command.Empty>
              </>
            )}
          </Command.List>
          {data && data.total > data.courses.length && (
            <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
              Showing the first {COURSE_PICKER_LIMIT} of {plural(data.total, 'course')}: type to find the others.
            </p>
          )}
          <p role="status" className="sr-only">
            {searching ? 'Searching…' : data ? `${plural(data.total, 'course')} found` : ''}
          </p>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

function Option({
  value,
  label,
  detail,
  active,
  onSelect,
}: {
  value: string;
  label: string;
  detail?: string;
  active: boolean;
  onSelect: () => void;
}) {
  return (
    <Command.Item
      value={value}
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-zinc-200 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
    >
      <Check aria-hidden className={cn('size-4 shrink-0', active ? 'opacity-100' : 'opacity-0')} />
      <span className="min-w-0 flex-1">
        <span className="block truncate">{label}</span>
        {detail && <span className="block truncate text-xs text-muted-foreground">{detail}</span>}
      </span>
    </Command.Item>
  );
}
