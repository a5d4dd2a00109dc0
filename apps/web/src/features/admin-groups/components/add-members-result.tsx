import { plural, type AddGroupMembersResponse } from '@app/core';
import { CircleCheck, Info } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { cn } from '@/lib/utils';

/**
 * What Add members did, as the server said it: its sentence, the group's new member count, then the
 * Staff IDs of no account (so a typo is seen, not lost) and those already in the group.
 */
export function AddMembersResult({ result }: { result: AddGroupMembersResponse }) {
  return (
    <div className="grid gap-3">
      <Alert variant={result.added > 0 ? 'success' : 'default'} role="status">
        {result.added > 0 ? <CircleCheck aria-hidden /> : <Info aria-hidden />}
        <AlertTitle>{result.message}</AlertTitle>
        <AlertDescription>
          “{result.group.name}” now has {plural(result.group.memberCount, 'member')}.
        </AlertDescription>
      </Alert>
      {result.unknown.length > 0 && (
        <StaffIdList
          title="Not found"
          note="No account has these Staff IDs, so nothing was added for them. Check them for typos."
          ids={result.unknown}
          warning
        />
      )}
      {result.alreadyMembers.length > 0 && (
        <StaffIdList title="Already in the group" note="Nothing changed for them." ids={result.alreadyMembers} />
      )}
    </div>
  );
}

function StaffIdList({ title, note, ids, warning = false }: { title: string; note: string; ids: string[]; warning?: boolean }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-lg border px-4 py-3', warning ? 'border-amber-400/50 bg-amber-950/40' : 'border-border bg-card')}
    >
      <h3 id={id} className={cn('text-sm font-semibold', warning ? 'text-amber-100' : 'text-white')}>
        {title} ({ids.length.toLocaleString('en-US')})
      </h3>
      <p className="mt-0.5 text-xs text-zinc-300">{note}</p>
      <ul aria-labelledby={id} className="mt-2 flex flex-wrap gap-1.5">
        {ids.map((s) => (
          <li key={s} className="max-w-full rounded border border-border bg-black/40 px-2 py-0.5 font-mono text-xs break-all text-zinc-100">
            {s}
          </li>
        ))}
      </ul>
    </section>
  );
}
