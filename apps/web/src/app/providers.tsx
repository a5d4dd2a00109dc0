import { QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoad } from '@/lib/after-load';
import { queryClient } from '@/lib/query-client';

// Toasts follow what a user does; sonner and its toaster load once the page has loaded, so they
// never compete with the first paint. A toast raised earlier is not lost: the toaster shows the
// toasts still active when it subscribes.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
/** The header is h-16 (64 px) on every layout; 12 px of air below it. */
const TOAST_OFFSET = { top: 76, right: 16, left: 16 };

export function Providers({ children }: { children: React.ReactNode }) {
  const [toaster, setToaster] = useState(false);
  useEffect(() => afterLoad(() => setToaster(true)), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        {toaster && (
          <Toaster
            theme="dark"
            position="top-right"
            // Below the sticky 4rem header, never over its user menu (or the phone's menu button).
            offset={TOAST_OFFSET}
            mobileOffset={TOAST_OFFSET}
            closeButton
            toastOptions={{
              classNames: {
                toast: '!bg-popover !border-border !text-popover-foreground',
                description: '!text-zinc-300',
                error: '!bg-red-950 !border-red-700 !text-red-50',
                success: '!border-green-700',
              },
            }}
          />
        )}
      </Suspense>
    </QueryClientProvider>
  );
}
