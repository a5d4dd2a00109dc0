import { Download, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Bytes as '5.4 KB' / '2.1 MB'. */
function fileSize(bytes: number | null): string | null {
  if (bytes === null || bytes <= 0) return null;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A PDF lesson in the browser's own PDF viewer, with a download link for browsers (and phones)
 * that cannot show one inline. If the page's security policy refuses the frame, the download
 * card takes its place.
 */
export function PdfLesson({ title, src, size }: { title: string; src: string; size: number | null }) {
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (e.blockedURI && new URL(src, window.location.href).href.startsWith(e.blockedURI)) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [src]);

  const label = fileSize(size);
  return (
    <div className="flex size-full flex-col bg-zinc-900">
      {blocked ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
          <FileText aria-hidden className="size-14 text-brand-text" />
          <p className="max-w-sm text-zinc-300">This PDF cannot be shown inside the page here. Download it to read it.</p>
        </div>
      ) : (
        <iframe title={`PDF: ${title}`} src={src} className="min-h-0 w-full flex-1 border-0 bg-white" />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border bg-card px-4 py-2 text-sm">
        <span className="flex min-w-0 items-center gap-2 text-zinc-300">
          <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate">PDF not showing? Download it instead.</span>
        </span>
        <Button asChild size="sm" variant="secondary">
          <a href={src} download>
            <Download aria-hidden /> Download PDF{label && <span className="font-normal text-muted-foreground">({label})</span>}
          </a>
        </Button>
      </div>
    </div>
  );
}
