import { plural } from '@app/core';
import { GraduationCap } from 'lucide-react';
import { Pagination } from '@/components/pagination';
import { UserAvatar } from '@/components/user-avatar';
import { usePageCount } from '@/hooks/use-page-count';
import { formatDay } from '@/lib/format-date';
import { useAdminInstructors } from '../api/get-instructors';
import { AdminPage, td, th } from '@/components/admin-page';
import { EmptyState, ListSkeleton, LoadError, SearchField } from '@/components/list-parts';
import { useListAddress } from '@/hooks/use-list-address';

/** /admin/instructors: every instructor with their courses and students, read-only. */
export function Component() {
  const { q, query, update } = useListAddress();
  const instructors = useAdminInstructors(query);
  const data = instructors.data;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.instructors.length });
  return (
    <AdminPage title="Instructors" description="Everyone who teaches, with their courses and the students enrolled in them.">
      <search className="mt-6 max-w-md">
        <SearchField
          id="instructors-q"
          label="Search"
          placeholder="Name, email or Staff ID..."
          value={q}
          onChange={(v) => update({ q: v }, true)}
        />
      </search>
      <p role="status" className="mt-5 min-h-5 text-sm text-zinc-300">
        {data && !instructors.isError ? plural(data.total, 'instructor') : instructors.isPending ? 'Loading instructors…' : ''}
      </p>
      <section aria-label="Instructors" aria-busy={instructors.isFetching} className="mt-3">
        {instructors.isError && !data ? (
          <LoadError
            title="Failed to load instructors"
            error={instructors.error}
            onRetry={() => void instructors.refetch()}
            retrying={instructors.isFetching}
          />
        ) : !data || moving ? (
          <ListSkeleton label="Loading instructors" />
        ) : data.instructors.length === 0 ? (
          <EmptyState icon={GraduationCap} title={query.q ? 'No instructors match this search' : 'No instructors yet'}>
            {query.q
              ? 'Try another name, email or Staff ID.'
              : 'Instructors appear here when they sign up or an admin creates their account.'}
          </EmptyState>
        ) : (
          <div className={`overflow-x-auto rounded-xl border border-border bg-card ${instructors.isPlaceholderData ? 'opacity-60' : ''}`}>
            <table className="w-full text-sm">
              <caption className="sr-only">Instructors, their courses and students</caption>
              <thead className="border-b border-border bg-black/30">
                <tr>
                  <th scope="col" className={th}>
                    Instructor
                  </th>
                  <th scope="col" className={`${th} hidden lg:table-cell`}>
                    Specialization
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Courses
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Students
                  </th>
                  <th scope="col" className={`${th} hidden md:table-cell`}>
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.instructors.map((i) => (
                  <tr key={i.id} className="hover:bg-white/[0.02]">
                    <td className={td}>
                      <div className="flex min-w-0 items-center gap-3">
                        <UserAvatar name={i.fullName} src={i.avatarUrl} className="hidden size-9 min-[420px]:grid" />
                        <div className="min-w-0">
                          <p className="font-semibold break-words text-white">{i.fullName}</p>
                          <p className="text-xs break-all text-muted-foreground">
                            {i.staffId}
                            {i.email ? ` · ${i.email}` : ''}
                          </p>
                        </div>
                      </div>
                    </td>
                    <td className={`${td} hidden text-zinc-200 lg:table-cell`}>{i.specialization ?? '—'}</td>
                    <td className={`${td} text-right text-zinc-200 tabular-nums`}>
                      {i.courseCount}
                      <span className="block text-xs text-muted-foreground">{i.publishedCount} published</span>
                    </td>
                    <td className={`${td} text-right text-zinc-200 tabular-nums`}>{i.studentCount}</td>
                    <td className={`${td} hidden whitespace-nowrap text-zinc-300 md:table-cell`}>{formatDay(i.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {data && pages > 1 && (
        <div className="mt-6">
          <Pagination page={data.page} pages={pages} label="Instructor pages" />
        </div>
      )}
    </AdminPage>
  );
}
