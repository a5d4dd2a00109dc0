import { canPlatform } from '@app/core';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { useSession } from '@/features/auth';
import { ComplianceReport } from '../components/compliance-report';

/** /admin/compliance: every course's assignments, for admins (who may waive) and subadmins (who read). */
export function Component() {
  const { user } = useSession();
  return (
    <AdminPage title="Compliance" description="Assigned training: who has completed it, who is overdue, per course and per group.">
      <ComplianceReport
        emptyHint={
          canPlatform(user, 'change-settings') ? (
            <>
              Assign a published course to groups or people from{' '}
              <Link to="/admin/courses" className="font-semibold text-brand-text hover:underline">
                Course Management
              </Link>{' '}
              (its row’s menu has Assign), and its learners show up here.
            </>
          ) : undefined
        }
      />
    </AdminPage>
  );
}
