import type * as React from 'react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './header/site-header';

/** Header, main content, footer: the frame of public and student pages. */
export function PublicLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col">
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<FullPageSpinner />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
