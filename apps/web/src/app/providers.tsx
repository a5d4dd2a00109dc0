import { QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { lazy, Suspense } from 'react';
import { queryClient } from '@/lib/query-client';

// Toasts only follow a user action, by then this small chunk is in: it stays off the first load.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster
          theme="dark"
          position="top-right"
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
      </Suspense>
    </QueryClientProvider>
  );
}
