import { Settings } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function Component() {
  return (
    <>
      <title>System Settings | LearnFlix</title>
      <ComingSoon
        title="System Settings"
        description="How the platform is configured."
        icon={Settings}
        features={['Staff ID authentication', 'Email verification', 'Course approval']}
      />
    </>
  );
}
