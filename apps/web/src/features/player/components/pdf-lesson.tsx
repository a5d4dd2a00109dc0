import { Download, ExternalLink, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Bytes as '5.4 KB' / '2.1 MB'. */
function fileSize(bytes: number | null): string | null {
  if (bytes === null || bytes <= 0) return null;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A PDF lesson in the browser's own PDF viewer (the CSP allows same-origin frames), with 'Open in
 * a new tab' and 'Download' for browsers, phones mostly, that do not show PDFs inline.
 */
export function PdfLesson({ title, src, size }: { title: string; src: string; size: number | null }) {
  const label = fileSize(size);
  return (
    <div className="flex size-full flex-col bg-zinc-900">
      <iframe title={`PDF: ${title}`} src={src} className="min-h-0 w-full flex-1 border-0 bg-white" />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border bg-card px-4 py-2 text-sm">
        <span className="flex min-w-0 items-center gap-2 text-zinc-300">
          <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate">PDF not showing? Open or download it instead.</span>
        </span>
        <span className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="secondary">
            <a href={src} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> Open in a new tab
            </a>
          </Button>
          <Button asChild size="sm" variant="secondary">
            <a href={src} download>
              <Download aria-hidden /> Download PDF{label && <span className="font-normal text-muted-foreground">({label})</span>}
            </a>
          </Button>
        </span>
      </div>
    </div>
  );
}
