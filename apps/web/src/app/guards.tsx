import { canEnterArea, type SessionUser } from '@app/core';
import type * as React from 'react';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { fromState, returnPath, useSession } from '@/features/auth';
import { AreaFrame } from './layouts/area-frame';
import { PublicLayout } from './layouts/public-layout';

/**
 * Renders `children(user)` only for a signed-in user: a spinner while the session loads (a user who
 * must first change their password never gets here: RootLayout shows them that form). Without a user, where to go
 * depends on why there is none:
 * - the server found the session expired (it sent back a cookie it no longer knows): the spec's
 *   Session Expired screen;
 * - this page was showing a user who is now gone, without an expiry: they signed out (here, or in
 *   another tab, which cleared the shared cookie), and Sign Out goes to / (spec: Header);
 * - otherwise a visitor who has not signed in: the sign-in page, which brings them back here.
 */
export function WithSession({ children }: { children: (user: SessionUser) => React.ReactNode }) {
  const { user, expired, isLoading, isError, isFetching, refetch } = useSession();
  const location = useLocation();
  // Whether this guard has shown a signed-in user (state, not a ref: it is read while rendering).
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);

  if (isLoading) return <PageSpinner />;
  // The check itself failed (server unreachable): that is not an expired session.
  if (!user && isError) return <SessionCheckFailed retrying={isFetching} onRetry={() => void refetch()} />;
  if (!user) {
    if (expired) return <Navigate to="/session-expired" replace state={fromState(location)} />;
    if (hadUser) return <Navigate to="/" replace />;
    return <Navigate to="/auth" replace state={fromState(location)} />;
  }
  return <>{children(user)}</>;
}

function SessionCheckFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-svh items-center justify-center px-4 outline-none">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-extrabold text-white">We could not check your session</h1>
        <p className="mt-2 text-zinc-300">The server could not be reached. Check your connection and try again.</p>
        <Button className="mt-6" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    </main>
  );
}

/** Layout route: its children need a session (see WithSession for everyone else). */
export function RequireSession() {
  return <WithSession>{() => <Outlet />}</WithSession>;
}

/** /auth is for visitors; a signed-in user goes back to the page that sent them here, else home. */
export function VisitorsOnly() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={returnPath(location.state) ?? '/'} replace />;
  return <Outlet />;
}

/** The instructor area: whoever may teach gets the sidebar layout, anyone else Access Denied. */
export function InstructorArea() {
  const { user } = useSession();
  if (canEnterArea(user, 'instructor')) return <AreaFrame area="instructor" />;
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
  /** The screen's own Access Denied text (spec section 2: User Management has one). */
  deniedMessage?: string;
}

const ADMIN_DENIED = {
  message: 'You need administrator privileges to access this page.',
  hint: 'The Super Admin account is created by signing up with a designated admin Staff ID.',
};

/** The admin area: administrators get the admin layout, the platform's readers the read-only layout for the screens they may view. */
export function AdminArea() {
  const { user } = useSession();
  const matches = useMatches();
  const handles = matches.map((m) => (m.handle as RouteHandle | undefined) ?? {});
  const subadminCanView = handles.some((h) => h.subadminCanView);
  const denied = { ...ADMIN_DENIED, message: handles.find((h) => h.deniedMessage)?.deniedMessage ?? ADMIN_DENIED.message };

  if (canEnterArea(user, 'admin')) return <AreaFrame area="admin" />;
  // The platform's readers (subadmins) see the screens marked for them, read-only.
  if (canEnterArea(user, 'platform'))
    return <AreaFrame area="platform">{subadminCanView ? <Outlet /> : <AccessDenied {...denied} />}</AreaFrame>;
  return (
    <PublicLayout>
      <AccessDenied {...denied} />
    </PublicLayout>
  );
}
