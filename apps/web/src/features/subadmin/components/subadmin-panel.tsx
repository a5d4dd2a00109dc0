import {
  AlertCircle,
  Archive,
  BarChart3,
  BookOpen,
  ClipboardCheck,
  Eye,
  FilePen,
  FolderTree,
  GraduationCap,
  MessageSquare,
  RotateCcw,
  ScrollText,
  Settings,
  Shield,
  Star,
  UserCheck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { StatCard } from '@/components/stat-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useAdminStats } from '@/features/admin-users';

const SECTIONS = [
  { to: '/admin/users', label: 'Users', description: 'Every account and its role', icon: Users },
  { to: '/admin/courses', label: 'Courses', description: 'All courses and their status', icon: BookOpen },
  { to: '/admin/instructors', label: 'Instructors', description: 'Who teaches, their courses and students', icon: GraduationCap },
  { to: '/admin/students', label: 'Students', description: 'Learners and their progress', icon: UserCheck },
  { to: '/admin/analytics', label: 'Analytics', description: 'Enrollments, completions and ratings', icon: BarChart3 },
  { to: '/admin/compliance', label: 'Compliance', description: 'Assigned training: completed and overdue', icon: ClipboardCheck },
  { to: '/admin/categories', label: 'Categories', description: 'The catalogue’s categories', icon: FolderTree },
  { to: '/admin/reviews', label: 'Reviews', description: 'Course ratings by learners', icon: Star },
  { to: '/admin/settings', label: 'Settings', description: 'How the platform is configured', icon: Settings },
  { to: '/admin/audit', label: 'Audit Log', description: 'Every change an admin made', icon: ScrollText },
];

/**
 * The subadmin's home (/ and /dashboard): the platform's figures and the way to every read-only
 * screen. The blue read-only notice is the subadmin frame's, above every page.
 */
export function SubadminPanel() {
  const stats = useAdminStats();
  const s = stats.data;
  const figures = s && [
    { label: 'Students', value: s.totalStudents, icon: Users },
    { label: 'Instructors', value: s.totalInstructors, icon: GraduationCap },
    { label: 'Admins', value: s.totalAdmins, icon: Shield },
    { label: 'Subadmins', value: s.totalSubadmins, icon: Eye },
    { label: 'Published Courses', value: s.publishedCourses, icon: BookOpen },
    { label: 'Draft Courses', value: s.draftCourses, icon: FilePen },
    { label: 'Archived Courses', value: s.archivedCourses, icon: Archive },
    { label: 'Enrollments', value: s.totalEnrollments, icon: UserCheck },
    { label: 'Reviews', value: s.totalReviews, icon: MessageSquare },
    { label: 'Average Rating', value: s.averageRating === null ? '—' : s.averageRating.toFixed(1), icon: Star },
    { label: 'Categories', value: s.totalCategories, icon: FolderTree },
  ];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <title>Subadmin Panel | LearnFlix</title>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Subadmin Panel</h1>
        <Badge variant="info">Read-Only</Badge>
      </div>
      <p className="mt-2 text-muted-foreground">The platform at a glance. Open any area to read its data.</p>

      <section aria-labelledby="overview-heading" className="mt-8">
        <h2 id="overview-heading" className="text-xl font-bold text-white">
          Overview
        </h2>
        {stats.isError && !s ? (
          <Alert variant="destructive" className="mt-4">
            <AlertCircle aria-hidden />
            <AlertTitle>Failed to load the figures</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {errorMessage(stats.error, 'Please try again.')}
              <Button size="sm" variant="outline" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
                <RotateCcw aria-hidden /> Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4" aria-busy={stats.isPending}>
            {(figures ?? PLACEHOLDERS).map((f) => (
              <li key={f.label}>
                <StatCard
                  label={f.label}
                  value={typeof f.value === 'number' ? f.value.toLocaleString('en-US') : f.value}
                  icon={f.icon}
                  isLoading={!figures}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="areas-heading" className="mt-10">
        <h2 id="areas-heading" className="text-xl font-bold text-white">
          Browse
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-xl border border-border bg-card p-5 transition-colors outline-none hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon aria-hidden className="size-6 text-[#ff5c66]" />
                <span className="mt-4 text-lg font-bold text-white">{label}</span>
                <span className="mt-1 text-sm text-muted-foreground">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const PLACEHOLDERS = [
  'Students',
  'Instructors',
  'Admins',
  'Subadmins',
  'Published Courses',
  'Draft Courses',
  'Archived Courses',
  'Enrollments',
  'Reviews',
  'Average Rating',
  'Categories',
].map((label) => ({ label, value: '', icon: BarChart3 }));
