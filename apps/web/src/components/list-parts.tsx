// The parts every list page shares: its search box and filter selects, its loading rows, its empty and error states.
import type { LucideIcon } from 'lucide-react';
import { AlertCircle, RotateCcw, Search } from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';

/**
 * A list that could not be loaded: what the server said, and a way to try again, unless the
 * request itself was refused (a filter in the address the server does not take: trying again
 * would only be refused again; the filters can be changed or cleared instead).
 */
export function LoadError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const badRequest = error instanceof ApiError && error.status === 400;
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>{badRequest ? 'These filters cannot be used' : title}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {errorMessage(error, 'Please try again.')}
        {!badRequest && (
          <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** Nothing to list, or nothing matching the filters. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: React.ReactNode }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border px-6 py-14 text-center">
      <Icon aria-hidden className="size-10 text-zinc-500" />
      <h2 className="text-lg font-bold text-white">{title}</h2>
      {children && <div className="max-w-md text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}

/** A labelled search box. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          value={value}
          maxLength={200}
          onChange={(e) => onChange(e.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}

/**
 * A labelled filter of fixed choices (a status, a sort). Choosing `defaultValue` clears the filter
 * from the address (`onChange(null)`), so that the default never shows in a link.
 */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  choices,
  labels,
  defaultValue,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  labels: Record<T, string>;
  defaultValue: T;
  onChange: (value: T | null) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value === defaultValue ? null : (e.target.value as T))}>
        {choices.map((c) => (
          <option key={c} value={c}>
            {labels[c]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The rows while a list loads. */
export function ListSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-14 rounded-lg" />
      ))}
    </div>
  );
}
