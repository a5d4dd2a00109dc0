import type { AdminStatsResponse } from '@app/core';
import {
  Archive,
  BookOpen,
  FilePen,
  FolderTree,
  GraduationCap,
  MessageSquare,
  ShieldCheck,
  Star,
  UserCheck,
  Users,
  Eye,
} from 'lucide-react';
import { useEffect } from 'react';
import { StatCard } from '@/components/stat-card';
import { useAdminStats } from '../api/get-admin-stats';

type Figure = { key: keyof AdminStatsResponse; label: string; icon: typeof Users; format?: (s: AdminStatsResponse) => string };

/** Every figure of the admin stats (spec section 3), in the order people read them: who, what, how it goes. */
const FIGURES: Figure[] = [
  { key: 'totalStudents', label: 'Students', icon: Users },
  { key: 'totalInstructors', label: 'Instructors', icon: GraduationCap },
  { key: 'totalAdmins', label: 'Admins', icon: ShieldCheck },
  { key: 'totalSubadmins', label: 'Subadmins', icon: Eye },
  { key: 'publishedCourses', label: 'Published Courses', icon: BookOpen },
  { key: 'draftCourses', label: 'Draft Courses', icon: FilePen },
  { key: 'archivedCourses', label: 'Archived Courses', icon: Archive },
  { key: 'totalCategories', label: 'Categories', icon: FolderTree },
  { key: 'totalEnrollments', label: 'Enrollments', icon: UserCheck },
  { key: 'totalReviews', label: 'Reviews', icon: MessageSquare },
  {
    key: 'averageRating',
    label: 'Average Rating',
    icon: Star,
    format: (s) => (s.averageRating === null ? 'No ratings' : s.averageRating.toFixed(1)),
  },
];

/**
 * The stats grid. The spec: when the figures cannot be read, the failure is only logged and the
 * cards are not shown (the rest of the dashboard works without them).
 */
export function StatsGrid({ className }: { className?: string }) {
  const stats = useAdminStats();
  useEffect(() => {
    if (stats.isError) console.error('Admin stats could not be loaded:', stats.error);
  }, [stats.isError, stats.error]);
  if (stats.isError) return null;
  const data = stats.data;
  return (
    <section aria-label="Platform figures" aria-busy={stats.isPending} className={className}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4 2xl:grid-cols-6">
        {FIGURES.map((f) => (
          <li key={f.key} className="[&>*]:h-full">
            <StatCard
              label={f.label}
              icon={f.icon}
              isLoading={!data}
              value={data ? (f.format ? f.format(data) : (data[f.key] ?? 0).toLocaleString('en-US')) : 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
