import { useSession } from '@/features/auth';
import { CategoryManager } from '../components/categories/category-manager';
import { AdminPage } from '@/components/admin-page';

/** /admin/categories: the catalogue's categories with their course counts (managed by admins, read by subadmins). */
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <AdminPage title="Categories" description="How the catalogue is organised, and how many courses each category holds.">
      <div className="mt-8">
        <CategoryManager user={user} />
      </div>
    </AdminPage>
  );
}
