import type { SessionUser } from '@app/core';
import type * as React from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { useSession } from '@/features/auth/api/get-session';
import { ForcedPasswordChange } from '@/features/auth/components/forced-password-change';
import { AdminLayout } from './layouts/admin-layout';
import { InstructorLayout } from './layouts/instructor-layout';
import { PublicLayout } from './layouts/public-layout';
import { SubadminLayout } from './layouts/subadmin-layout';
import { PageSpinner } from './page-spinner';

/**
 * Renders `children(user)` only for a signed-in user who may proceed: a spinner while the session
 * loads, a redirect without one, the forced password change while the server demands it.
 */
export function WithSession({
  redirectTo,
  children,
}: {
  redirectTo: '/auth' | '/session-expired';
  children: (user: SessionUser) => React.ReactNode;
}) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={redirectTo} replace />;
  if (user.mustChangePassword) return <ForcedPasswordChange user={user} />;
  return <>{children(user)}</>;
}

/** Layout route: its children need a session; visitors go to `redirectTo`. */
export function RequireSession({ redirectTo }: { redirectTo: '/auth' | '/session-expired' }) {
  return <WithSession redirectTo={redirectTo}>{() => <Outlet />}</WithSession>;
}

/** /auth is for visitors; a signed-in user goes home. */
export function VisitorsOnly() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** The instructor area: instructors and admins get the sidebar layout, anyone else Access Denied. */
export function InstructorArea() {
  const { user } = useSession();
  if (user && (user.role === 'instructor' || user.role === 'admin')) return <InstructorLayout />;
  return (
    <PublicLayout>
      <AccessDenied
        message="You need an instructor account to access this page."
        hint="Instructor accounts are created by choosing the Instructor role when signing up."
      />
    </PublicLayout>
  );
}

export interface RouteHandle {
  /** Subadmins may view this admin screen (read-only). */
  subadminCanView?: boolean;
}

const ADMIN_DENIED = {
  message: 'You need administrator privileges to access this page.',
  hint: 'The Super Admin account is created by signing up with a designated admin Staff ID.',
};

/** The admin area: admins get the admin layout, subadmins the read-only layout for the screens they may view. */
export function AdminArea() {
  const { user } = useSession();
  const matches = useMatches();
  const subadminCanView = matches.some((m) => (m.handle as RouteHandle | undefined)?.subadminCanView);

  if (user?.role === 'admin') return <AdminLayout />;
  if (user?.role === 'subadmin') {
    return <SubadminLayout>{subadminCanView ? <Outlet /> : <AccessDenied {...ADMIN_DENIED} />}</SubadminLayout>;
  }
  return (
    <PublicLayout>
      <AccessDenied {...ADMIN_DENIED} />
    </PublicLayout>
  );
}
