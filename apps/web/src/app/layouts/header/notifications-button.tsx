import { useSession } from '@/features/auth';
import { NotificationsBell } from '@/features/notifications';

/**
 * The bell of the site header and the area top bars, for a signed-in user (not one who must first
 * change their password: every other call is refused until then).
 */
export function NotificationsButton() {
  const { user } = useSession();
  return user && !user.mustChangePassword ? <NotificationsBell userId={user.id} /> : null;
}
