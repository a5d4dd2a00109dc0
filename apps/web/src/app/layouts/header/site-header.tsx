import { lazy, Suspense } from 'react';
import { NavLink, Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { cn } from '@/lib/utils';
import { HeaderSearch } from './header-search';
import { MobileNav } from './mobile-nav';
import { headerNavItems } from './nav-items';

// Only signed-in users see these (and their menu and popover code): visitors never download them.
const SignedInControls = lazy(() => import('./signed-in-controls').then((m) => ({ default: m.SignedInControls })));

/** The header of public and student pages. */
export function SiteHeader() {
  const { user, isLoading } = useSession();

  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-gradient-to-b from-black/95 to-black/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-[1400px] items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:gap-6 lg:px-10">
        <MobileNav user={user} />
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {headerNavItems(user).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium text-zinc-300 transition-colors outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-ring',
                  isActive && 'font-semibold text-white',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user ? (
            <>
              <HeaderSearch className="hidden w-56 md:block xl:w-72" />
              <Suspense fallback={<span aria-hidden className="block h-9 w-20" />}>
                <SignedInControls user={user} />
              </Suspense>
            </>
          ) : (
            !isLoading && (
              <Button asChild size="sm" className="h-9 px-3 sm:px-4">
                <Link to="/auth">Get Started</Link>
              </Button>
            )
          )}
        </div>
      </div>
    </header>
  );
}
