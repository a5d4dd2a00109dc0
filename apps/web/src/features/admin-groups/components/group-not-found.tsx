import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { AdminPage } from '@/components/admin-page';
import { BackToGroups } from './back-to-groups';

/** A group's address that leads nowhere: the group was deleted, or the link is wrong. */
export function GroupNotFound() {
  return (
    <AdminPage
      above={<BackToGroups />}
      title="Group not found"
      description="This group does not exist: it may have been deleted, or the link is wrong."
    >
      <div className="mt-8 rounded-xl border border-dashed border-border bg-card/60 px-6 py-14 text-center">
        <SearchX aria-hidden className="mx-auto size-10 text-muted-foreground" />
        <Button asChild className="mt-5">
          <Link to="/admin/groups">Back to Groups</Link>
        </Button>
      </div>
    </AdminPage>
  );
}
