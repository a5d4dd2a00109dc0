import type { SessionUser } from '@app/core';
import { NotificationsButton } from './notifications-button';
import { UserMenu } from './user-menu';

/** The notification bell and the user menu of the site header, in their own chunk. */
export function SignedInControls({ user }: { user: SessionUser }) {
  return (
    <>
      <NotificationsButton />
      <UserMenu user={user} />
    </>
  );
}
