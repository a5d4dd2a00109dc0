import { ProfilePage } from '@/features/profile';

export function Component() {
  return <ProfilePage title="Settings" description="Your instructor profile: the name, bio and specialization students see." />;
}
