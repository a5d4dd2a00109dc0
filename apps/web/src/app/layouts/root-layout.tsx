import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { useSession } from '@/features/auth';
import { reportTimeZone } from '@/features/settings';

// Loaded on demand: the landing page (every visitor's first load) needs none of it.
const ForcedPasswordChange = lazy(() =>
  import('@/features/auth/components/forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })),
);

/**
 * Everything every page shares: the skip link and scroll restoration, and the forced password
 * change. A user who must choose a new password sees that form in place of every page, the public
 * ones included (docs/auth.md, "Forced password change"); the page they asked for follows once
 * it is done. The session is read once, by the root loader, before any page renders. Once someone
 * is signed in (at app load, or after signing in), the browser's time zone is reported, so that
 * their due dates and e-mails follow their day (reportTimeZone: once per load and user, retried after a failure).
 */
export function RootLayout() {
  const { user } = useSession();
  const signedInId = user && !user.mustChangePassword ? user.id : null;
  useEffect(() => {
    if (signedInId) void reportTimeZone(signedInId);
  }, [signedInId]);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-md bg-white px-4 py-2 font-semibold text-black focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {user?.mustChangePassword ? (
        <Suspense fallback={<PageSpinner />}>
          <ForcedPasswordChange user={user} />
        </Suspense>
      ) : (
        <Outlet />
      )}
      <ScrollRestoration />
    </>
  );
}
