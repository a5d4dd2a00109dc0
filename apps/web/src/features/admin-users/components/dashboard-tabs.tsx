import { canPlatform, type Actor, type AdminStatsResponse, type SignInMethodsResponse } from '@app/core';
import {
  ArrowRight,
  BookOpen,
  Building2,
  CheckCircle2,
  Info,
  KeyRound,
  MailX,
  MessageSquare,
  Settings,
  ShieldCheck,
  Upload,
  Users,
} from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSignInMethods } from '@/features/auth';
import { useAdminStats } from '../api/get-admin-stats';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-card/60 p-5">
      <h3 className="text-lg font-bold text-white">{title}</h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Parts of a whole as labelled bars, with the numbers written out (the bars are decoration). */
function Breakdown({ parts }: { parts: { label: string; value: number }[] }) {
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  return (
    <ul className="grid gap-3">
      {parts.map((p) => (
        <li key={p.label} className="grid gap-1">
          <div className="flex justify-between gap-3 text-sm">
            <span className="text-zinc-200">{p.label}</span>
            <span className="font-semibold text-white tabular-nums">{p.value.toLocaleString('en-US')}</span>
          </div>
          <div aria-hidden className="h-2 overflow-hidden rounded-full bg-black/50">
            <div className="h-full rounded-full bg-primary" style={{ width: `${total ? (p.value / total) * 100 : 0}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const people = (s: AdminStatsResponse) => [
  { label: 'Students', value: s.totalStudents },
  { label: 'Instructors', value: s.totalInstructors },
  { label: 'Admins', value: s.totalAdmins },
  { label: 'Subadmins', value: s.totalSubadmins },
];
const catalogue = (s: AdminStatsResponse) => [
  { label: 'Published', value: s.publishedCourses },
  { label: 'Draft', value: s.draftCourses },
  { label: 'Archived', value: s.archivedCourses },
];

function QuickLink({ to, icon: Icon, label, description }: { to: string; icon: typeof Users; label: string; description: string }) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-3 rounded-lg border border-border bg-black/30 p-4 outline-none hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-text" />
      <span className="min-w-0">
        <span className="block font-semibold text-white group-hover:underline">{label}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
    </Link>
  );
}

/** Overview: who is on the platform and what it holds, and the way to every admin screen. */
export function OverviewTab({ me }: { me: Actor }) {
  const stats = useAdminStats().data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {stats && (
        <>
          <Panel title="People by role">
            <Breakdown parts={people(stats)} />
          </Panel>
          <Panel title="Courses by status">
            <Breakdown parts={catalogue(stats)} />
            <p className="mt-4 text-sm text-muted-foreground">
              {stats.totalEnrollments.toLocaleString('en-US')} enrollments · {stats.totalReviews.toLocaleString('en-US')} reviews
            </p>
          </Panel>
        </>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-4">
        <QuickLink to="/admin/users" icon={Users} label="Users" description="Create accounts, change roles, reset passwords" />
        <QuickLink
          to="/admin/user-management"
          icon={ShieldCheck}
          label="Role Management"
          description="Who is a student, instructor, subadmin or admin"
        />
        <QuickLink to="/admin/courses" icon={BookOpen} label="Courses" description="Every course and its status" />
        {canPlatform(me, 'import-users') && (
          <QuickLink to="/admin/bulk-import" icon={Upload} label="Bulk Import" description="Create students from a CSV file" />
        )}
      </div>
    </div>
  );
}

/** Course Management: the courses by status, and the way to the course list. */
export function CoursesTab() {
  const stats = useAdminStats().data;
  return (
    <Panel title="Courses">
      {stats && <Breakdown parts={catalogue(stats)} />}
      <p className="mt-4 text-sm text-muted-foreground">Change a course&apos;s status, archive it or delete it on the course list.</p>
      <Button asChild className="mt-4">
        <Link to="/admin/courses">
          Manage courses <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Panel>
  );
}

type Setting = { label: string; value: string; icon: typeof CheckCircle2; variant: 'success' | 'secondary' | 'info' };

/** How people sign in, as the server says (GET /api/auth/methods); nothing until it has said. */
function signInSettings(methods: SignInMethodsResponse | undefined): Setting[] {
  if (!methods) return [];
  const directory = [methods.oidc && 'OpenID Connect', methods.ldap && 'LDAP'].filter(Boolean).join(' and ');
  return [
    methods.localPasswords
      ? { label: 'Staff ID passwords', value: 'Enabled', icon: CheckCircle2, variant: 'success' }
      : { label: 'Staff ID passwords', value: 'Break-glass admins only', icon: KeyRound, variant: 'info' },
    directory
      ? { label: 'Organisation sign-in', value: directory, icon: Building2, variant: 'success' }
      : { label: 'Organisation sign-in', value: 'Disabled', icon: Building2, variant: 'secondary' },
  ];
}

const FIXED: Setting[] = [
  { label: 'Email verification', value: 'Disabled', icon: MailX, variant: 'secondary' },
  { label: 'Course reviews', value: 'Enabled', icon: MessageSquare, variant: 'success' },
];

/** System Settings: how people sign in (the real state) and the spec's fixed facts, and the way to the settings. */
export function SettingsTab() {
  const methods = useSignInMethods().data;
  return (
    <Panel title="System Settings">
      <ul className="grid gap-3">
        {[...signInSettings(methods), ...FIXED].map(({ label, value, icon: Icon, variant }) => (
          <li key={label} className="flex items-center justify-between gap-3 rounded-lg border border-border bg-black/30 px-4 py-3">
            <span className="flex items-center gap-2 text-sm text-zinc-200">
              <Icon aria-hidden className="size-4 text-muted-foreground" /> {label}
            </span>
            <Badge variant={variant}>{value}</Badge>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
        <Info aria-hidden className="size-4" /> Sign-in follows the server&apos;s settings; the featured course and the categories are set
        on the settings page.
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link to="/admin/settings">
          <Settings aria-hidden /> Open System Settings
        </Link>
      </Button>
    </Panel>
  );
}
