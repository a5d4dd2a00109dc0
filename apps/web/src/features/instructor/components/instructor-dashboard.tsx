import type { SessionUser } from '@app/core';
import { LayoutDashboard } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** The instructor's home (/ and /instructor). */
export function InstructorDashboard({ user }: { user: SessionUser }) {
  return (
    <>
      <title>Instructor Dashboard | LearnFlix</title>
      <ComingSoon
        title={`Welcome back, ${user.fullName}`}
        description="Your instructor dashboard: your courses, students and revenue at a glance."
        icon={LayoutDashboard}
        features={[
          'Total Courses, Published, Total Students, Revenue',
          'Your five most recent courses',
          'Course table with publish toggle',
          'Create Course dialog',
        ]}
      />
    </>
  );
}
