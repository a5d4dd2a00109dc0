import { categorySaveResponse, type CreateCategoryInput, type RenameCategoryInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAdminPlatform } from './invalidate';
import { adminPaths } from './keys';

export type SaveCategory = ({ id?: undefined } & CreateCategoryInput) | ({ id: string } & RenameCategoryInput);

/** Creates a category, or renames one (`id`, with the name the form showed). */
export async function saveCategory({ id, ...body }: SaveCategory) {
  return categorySaveResponse.parse(
    await api<unknown>(id ? adminPaths.category(id) : adminPaths.categories, { method: id ? 'PATCH' : 'POST', body }),
  );
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSettled: () => invalidateAdminPlatform(queryClient) });
}
