import type { SessionUser } from '@app/core';
import { BookOpen, Clock, GraduationCap, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { Button } from '@/components/ui/button';

const STATS = [
  { label: 'Enrolled Courses', icon: BookOpen },
  { label: 'Learning Hours', icon: Clock },
  { label: 'Avg Progress', icon: TrendingUp },
  { label: 'Completed', icon: GraduationCap },
];

/** The student's home (/ and /dashboard). Figures and rows arrive with the enrollment features. */
export function StudentDashboard({ user }: { user: SessionUser }) {
  const firstName = user.fullName.split(' ')[0] || 'there';
  return (
    <>
      <title>Dashboard | LearnFlix</title>
      <ComingSoon
        title={`Welcome back, ${firstName}`}
        description="Your dashboard: continue where you left off, track your progress and find your next course."
        icon={TrendingUp}
        features={['Featured course hero', 'Continue Learning with progress', 'Trending Now and category rows', 'Enrollment History tab']}
      >
        <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {STATS.map(({ label, icon: Icon }) => (
            <li key={label} className="rounded-xl border border-border bg-card p-4">
              <Icon aria-hidden className="size-5 text-[#ff5c66]" />
              <p className="mt-3 text-2xl font-bold text-white">0</p>
              <p className="text-sm text-muted-foreground">{label}</p>
            </li>
          ))}
        </ul>
        <Button asChild className="mt-6">
          <Link to="/courses">Browse All Courses</Link>
        </Button>
      </ComingSoon>
    </>
  );
}
