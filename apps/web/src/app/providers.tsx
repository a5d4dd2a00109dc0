import { QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client';

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
    </QueryClientProvider>
  );
}
