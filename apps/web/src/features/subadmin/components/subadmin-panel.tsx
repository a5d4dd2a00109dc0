import { BookOpen, FolderTree, GraduationCap, Star, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';

const SECTIONS = [
  { to: '/admin/users', label: 'Users', description: 'Every account and its role', icon: Users },
  { to: '/admin/courses', label: 'Courses', description: 'All courses and their status', icon: BookOpen },
  { to: '/admin/instructors', label: 'Instructors', description: 'Instructors and their courses', icon: GraduationCap },
  { to: '/admin/categories', label: 'Categories', description: 'The catalogue categories', icon: FolderTree },
  { to: '/admin/reviews', label: 'Reviews', description: 'Course ratings by students', icon: Star },
];

/** The subadmin's home (/ and /dashboard): a read-only overview of the admin data. */
export function SubadminPanel() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <title>Subadmin Panel | LearnFlix</title>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Subadmin Panel</h1>
        <Badge variant="info">Read-Only</Badge>
      </div>
      <p className="mt-2 text-muted-foreground">Browse the platform&apos;s data. Statistics for each area arrive with the admin screens.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
    </div>
  );
}
