import type { GroupOption } from '@app/core';
import { RotateCcw, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useGroupOptions } from '@/features/instructor-students';
import { errorMessage } from '@/lib/api';

/**
 * Groups to assign to: a checkbox a group (the keyboard's own Tab and Space), with a box that narrows
 * a long list by name. Chosen groups stay chosen while the list is narrowed.
 */
export function GroupPicker({
  value,
  onChange,
  describedBy,
  invalid,
}: {
  value: string[];
  onChange: (groupIds: string[]) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const options = useGroupOptions();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const groups: GroupOption[] = options.data?.groups ?? [];
  const text = filter.trim().toLowerCase();
  const shown = text ? groups.filter((g) => g.name.toLowerCase().includes(text)) : groups;
  const chosen = value.filter((id) => groups.some((g) => g.id === id)).length;
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((g) => g !== id) : [...value, id]);

  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-medium text-foreground">
        Groups{chosen > 0 && <span className="text-muted-foreground"> ({chosen} chosen)</span>}
      </legend>
      {options.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading groups…
        </p>
      ) : options.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-red-300">
          {errorMessage(options.error, 'The groups could not be loaded.')}
          <Button type="button" size="sm" variant="outline" onClick={() => void options.refetch()}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </p>
      ) : groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">There are no groups yet: assign to people by Staff ID below.</p>
      ) : (
        <>
          {groups.length > 6 && (
            <div className="relative">
              <label htmlFor={filterId} className="sr-only">
                Find a group
              </label>
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                id={filterId}
                type="search"
                placeholder="Find a group…"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                className="pl-9"
              />
            </div>
          )}
          <ul className="max-h-44 overflow-y-auto rounded-md border border-input bg-black/30 p-1">
            {shown.length === 0 ? (
              <li className="px-2 py-2 text-sm text-muted-foreground">No group is called that.</li>
            ) : (
              shown.map((g) => (
                <li key={g.id}>
                  <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
                    <input
                      type="checkbox"
                      checked={value.includes(g.id)}
                      onChange={() => toggle(g.id)}
                      className="size-4 accent-[var(--primary)]"
                    />
                    <span className="min-w-0 break-words">{g.name}</span>
                  </label>
                </li>
              ))
            )}
          </ul>
        </>
      )}
    </fieldset>
  );
}
