import { Award, Download, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown once the course is completed: the certificate to download and its public page. */
export function CertificateCard({ code, courseTitle }: { code: string; courseTitle: string }) {
  return (
    <section
      aria-labelledby="certificate-heading"
      className="relative overflow-hidden rounded-xl border border-amber-400/30 bg-gradient-to-br from-amber-500/15 via-card to-card p-5 sm:p-6"
    >
      <div aria-hidden className="absolute -top-16 -right-16 size-48 rounded-full bg-amber-400/10 blur-2xl" />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
        <span
          aria-hidden
          className="grid size-14 shrink-0 place-items-center rounded-full bg-amber-400/15 text-amber-300 ring-1 ring-amber-400/40"
        >
          <Award className="size-7" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="certificate-heading" className="text-lg font-bold text-white">
            You completed this course!
          </h2>
          <p className="mt-1 text-sm text-zinc-300">
            Your certificate for <span className="font-semibold text-white">{courseTitle}</span> is ready. Verification code{' '}
            <span className="font-mono font-semibold text-amber-200">{code}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href={`/api/certificates/${encodeURIComponent(code)}/pdf`} download>
              <Download aria-hidden /> Download certificate
            </a>
          </Button>
          <Button asChild variant="secondary">
            <Link to={`/certificates/${encodeURIComponent(code)}`}>
              <ExternalLink aria-hidden /> View certificate
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
