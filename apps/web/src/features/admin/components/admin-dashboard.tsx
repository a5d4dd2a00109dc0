import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { Button } from '@/components/ui/button';

/** The Super Admin dashboard (/ and /admin for admins). */
export function AdminDashboard() {
  return (
    <>
      <title>Super Admin Dashboard | LearnFlix</title>
      <ComingSoon
        title="Super Admin Dashboard"
        description="Manage your learning management system"
        icon={LayoutDashboard}
        features={[
          'Platform statistics',
          'Overview, User Management, Course Management and System Settings tabs',
          'Create User dialog',
          'Bulk user import from CSV',
        ]}
      >
        <Button asChild variant="outline" className="mt-6">
          <Link to="/admin/bulk-import">Bulk Import Users</Link>
        </Button>
      </ComingSoon>
    </>
  );
}
