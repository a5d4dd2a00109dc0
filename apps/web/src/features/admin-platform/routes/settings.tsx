import { useSession } from '@/features/auth';
import { CategoryManager } from '../components/categories/category-manager';
import { AdminPage } from '@/components/admin-page';
import { FeaturedCourse } from '../components/settings/featured-course';
import { PlatformBadges } from '../components/settings/platform-badges';

/** /admin/settings: the spec's badges, the featured course and the categories; read-only for subadmins. */
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <AdminPage
      title="System Settings"
      description="How the platform works, the student home’s featured course, and the catalogue’s categories."
    >
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <PlatformBadges />
        <FeaturedCourse user={user} />
      </div>
      <div className="mt-10">
        <CategoryManager user={user} />
      </div>
    </AdminPage>
  );
}
