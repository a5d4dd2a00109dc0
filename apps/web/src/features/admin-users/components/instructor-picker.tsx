import { ADMIN_USERS_PAGE_SIZE } from '@app/core';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api';
import { useUsers } from '../api/get-users';

/**
 * Who takes over the courses of a user who leaves teaching: a search over the instructors (the
 * server's list, 20 at a time) and a radio choice among them, the leaving user left out.
 */
export function InstructorPicker({
  leaving,
  value,
  onChange,
}: {
  leaving: { id: string; fullName: string; courseCount: number };
  value: string | null;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 300);
  const instructors = useUsers({ role: 'instructor', q: search || undefined });
  const options = (instructors.data?.users ?? []).filter((u) => u.id !== leaving.id);
  const more = (instructors.data?.total ?? 0) > ADMIN_USERS_PAGE_SIZE;
  return (
    <fieldset className="mt-4 grid gap-3 rounded-lg border border-amber-400/40 bg-amber-500/10 p-4">
      <legend className="px-1 text-sm font-semibold text-amber-100">
        Hand {leaving.courseCount === 1 ? 'the course' : `the ${leaving.courseCount} courses`} to
      </legend>
      <p className="text-sm text-zinc-300">
        {leaving.fullName} teaches {leaving.courseCount === 1 ? '1 course' : `${leaving.courseCount} courses`}. Choose the instructor who
        takes {leaving.courseCount === 1 ? 'it' : 'them'} over, with {leaving.courseCount === 1 ? 'its' : 'their'} quizzes and grading;
        learners keep their progress.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>Find an instructor</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={200}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Name, email or Staff ID"
            className="pl-9"
          />
        </div>
      </div>
      {instructors.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(instructors.error, 'The instructors could not be loaded. Please try again.')}
        </p>
      ) : instructors.isPending ? (
        <div role="status" aria-label="Loading instructors" className="grid gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : options.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {search ? 'No instructor matches this search.' : 'There is no other instructor yet: make someone an instructor first.'}
        </p>
      ) : (
        <div role="radiogroup" aria-label="Instructor who takes over" className="grid max-h-56 gap-1 overflow-y-auto pr-1">
          {options.map((u) => (
            <label
              key={u.id}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-border bg-black/30 px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/15 has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name={`${id}-to`}
                value={u.id}
                checked={value === u.id}
                onChange={() => onChange(u.id)}
                className="accent-primary"
              />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-white">{u.fullName}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {u.staffId} · {u.courseCount === 1 ? '1 course' : `${u.courseCount} courses`}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {more && <p className="text-xs text-muted-foreground">Showing the first {ADMIN_USERS_PAGE_SIZE}: search to find others.</p>}
    </fieldset>
  );
}
