import { canPlatform, plural, type AdminCategoryRow, type SessionUser } from '@app/core';
import { FolderTree, Plus } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { usePageCount } from '@/hooks/use-page-count';
import { formatDay } from '@/lib/format-date';
import { useAdminCategories } from '../../api/get-categories';
import { RenameDeleteCell, td, th } from '@/components/admin-page';
import { EmptyState, ListSkeleton, LoadError, SearchField } from '@/components/list-parts';
import { useListAddress } from '@/hooks/use-list-address';
import { CategoryNameDialog } from './category-name-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';

type Editing = { kind: 'create' } | { kind: 'rename'; category: AdminCategoryRow } | null;

/**
 * The catalogue's categories with their course counts, searched and paged in the address. Whoever
 * may manage categories (canPlatform 'manage-categories': admins) creates, renames and deletes;
 * anyone else reads.
 */
export function CategoryManager({ user, headingLevel = 2 }: { user: SessionUser; headingLevel?: 2 | 3 }) {
  const { q, query, update } = useListAddress();
  const categories = useAdminCategories(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCategoryRow | null>(null);
  const manages = canPlatform(user, 'manage-categories');
  const data = categories.data;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.categories.length });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section aria-labelledby="categories-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Heading id="categories-heading" className="text-xl font-bold text-white">
            Categories
          </Heading>
          <p className="mt-1 text-sm text-muted-foreground">
            {manages
              ? 'The catalogue’s categories. A category that courses use cannot be deleted.'
              : 'The catalogue’s categories and how many courses each holds.'}
          </p>
        </div>
        {manages && (
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden /> New Category
          </Button>
        )}
      </div>

      <search className="mt-4 max-w-md">
        <SearchField
          id="categories-q"
          label="Search categories"
          placeholder="Category name..."
          value={q}
          onChange={(v) => update({ q: v }, true)}
        />
      </search>

      <p role="status" className="mt-4 min-h-5 text-sm text-zinc-300">
        {data && !categories.isError ? plural(data.total, 'category', 'categories') : categories.isPending ? 'Loading categories…' : ''}
      </p>

      <div className="mt-2" aria-busy={categories.isFetching}>
        {categories.isError && !data ? (
          <LoadError
            title="Failed to load categories"
            error={categories.error}
            onRetry={() => void categories.refetch()}
            retrying={categories.isFetching}
          />
        ) : !data || moving ? (
          <ListSkeleton label="Loading categories" rows={4} />
        ) : data.categories.length === 0 ? (
          <EmptyState icon={FolderTree} title={query.q ? 'No categories match this search' : 'No categories yet'}>
            {query.q ? 'Try another name.' : manages ? 'Create the first one: courses are filed under categories.' : null}
          </EmptyState>
        ) : (
          <div className={`overflow-x-auto rounded-xl border border-border bg-card ${categories.isPlaceholderData ? 'opacity-60' : ''}`}>
            <table className="w-full text-sm">
              <caption className="sr-only">Categories and their courses</caption>
              <thead className="border-b border-border bg-black/30">
                <tr>
                  <th scope="col" className={th}>
                    Name
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Courses
                  </th>
                  <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
                    Published
                  </th>
                  <th scope="col" className={`${th} hidden md:table-cell`}>
                    Created
                  </th>
                  {manages && (
                    <th scope="col" className={`${th} text-right`}>
                      <span className="sr-only">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.categories.map((c) => (
                  <tr key={c.id} className="hover:bg-white/[0.02]">
                    <td className={`${td} font-semibold break-words text-white`}>{c.name}</td>
                    <td className={`${td} text-right text-zinc-200 tabular-nums`}>{c.courseCount}</td>
                    <td className={`${td} hidden text-right text-zinc-200 tabular-nums sm:table-cell`}>{c.publishedCount}</td>
                    <td className={`${td} hidden whitespace-nowrap text-zinc-300 md:table-cell`}>{formatDay(c.createdAt)}</td>
                    {manages && (
                      <RenameDeleteCell
                        name={c.name}
                        onRename={() => setEditing({ kind: 'rename', category: c })}
                        onDelete={() => setDeleting(c)}
                      />
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {data && pages > 1 && (
        <div className="mt-6">
          <Pagination page={data.page} pages={pages} label="Category pages" />
        </div>
      )}

      {editing && (
        <CategoryNameDialog
          key={editing.kind === 'rename' ? editing.category.id : 'new'}
          open
          category={editing.kind === 'rename' ? editing.category : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
