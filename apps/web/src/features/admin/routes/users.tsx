import { Users } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>User Management | LearnFlix</title>
      <ComingSoon
        title="User Management"
        description="Every account on the platform, with search by name, email, role or Staff ID."
        icon={Users}
        features={['Search users', "Change a user's role", 'Reset a password', 'Delete a user']}
      />
    </>
  );
}
