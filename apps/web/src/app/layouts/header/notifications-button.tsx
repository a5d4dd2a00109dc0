import { useSession } from '@/features/auth';
import { NotificationsBell } from '@/features/notifications';

/** The bell of the site header and the area top bars, for a signed-in user. */
export function NotificationsButton() {
  const { user } = useSession();
  return user ? <NotificationsBell userId={user.id} /> : null;
}
