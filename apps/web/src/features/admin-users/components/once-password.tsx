import { AlertTriangle, Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * A password the server gave once (a new account's first one, a reset's): shown with its staff ID,
 * a copy button and a warning that it will not be shown again. The user must change it when they
 * first sign in with it.
 */
export function OncePassword({ staffId, password, label }: { staffId: string; password: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the password stays selectable.
      setCopied('failed');
    }
  };
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 rounded-lg border border-border bg-black/40 p-4">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Staff ID</dt>
          <dd className="mt-1 font-mono text-base break-all text-white">{staffId}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            <output aria-label={label} className="font-mono text-lg font-bold tracking-wider break-all text-white select-all">
              {password}
            </output>
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              {copied === 'yes' ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied === 'yes' ? 'Copied' : 'Copy password'}
            </Button>
          </dd>
        </div>
        <p role="status" className="text-xs text-muted-foreground empty:hidden">
          {copied === 'yes'
            ? 'Password copied to the clipboard.'
            : copied === 'failed'
              ? 'Copying is not available here: select the password and copy it.'
              : ''}
        </p>
      </dl>
      <Alert variant="destructive">
        <AlertTriangle aria-hidden />
        <AlertTitle>This password will not be shown again</AlertTitle>
        <AlertDescription>
          Give it to the user now, through a channel you trust. They sign in with their Staff ID and this password, and must choose a new
          password before they can do anything else.
        </AlertDescription>
      </Alert>
    </div>
  );
}
