import { CATEGORY_NAME_MAX, categoryName, MESSAGES, type AdminCategoryRow } from '@app/core';
import { NameDialog } from '@/components/name-dialog';
import { useSaveCategory } from '../../api/save-category';

/** New Category, or Rename (with `category`). */
export function CategoryNameDialog({
  open,
  category,
  onClose,
}: {
  open: boolean;
  /** The category to rename; none to create one. */
  category?: AdminCategoryRow;
  onClose: () => void;
}) {
  const save = useSaveCategory();
  return (
    <NameDialog
      open={open}
      onClose={onClose}
      title={category ? 'Rename category' : 'New category'}
      description={
        category
          ? `Courses in “${category.name}” keep their category under its new name, in the catalogue too.`
          : 'Instructors can put their courses in it as soon as it is created.'
      }
      label="Category name"
      initial={category?.name ?? ''}
      rule={categoryName}
      max={CATEGORY_NAME_MAX}
      submitLabel={category ? 'Rename' : 'Create Category'}
      failed={MESSAGES.categorySaveFailed}
      pending={save.isPending}
      onSave={(name, done) => save.mutate(category ? { id: category.id, name, currentName: category.name } : { name }, done)}
    />
  );
}
