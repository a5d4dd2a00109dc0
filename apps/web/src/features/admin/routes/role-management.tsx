import { ShieldCheck } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>Role Management | LearnFlix</title>
      <ComingSoon
        title="Role Management"
        description="Assign the student, instructor, subadmin and admin roles."
        icon={ShieldCheck}
        features={['Roles table', 'Role select per user', 'Your own role is locked']}
      />
    </>
  );
}
