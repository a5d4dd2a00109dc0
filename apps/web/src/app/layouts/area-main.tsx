import type * as React from 'react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';

/** An area's <main>: the page (given, or the matched child route) with a spinner while its module loads. */
export function AreaMain({ children, notice }: { children?: React.ReactNode; notice?: React.ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
      {notice}
      <Suspense fallback={<FullPageSpinner />}>{children ?? <Outlet />}</Suspense>
    </main>
  );
}
