import { ProfilePage } from '../components/profile-page';

export function Component() {
  return <ProfilePage title="Profile" description="Manage your personal information." />;
}
