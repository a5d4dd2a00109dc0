import { MESSAGES, type CertificateResponse } from '@app/core';
import { AlertCircle, Award, BadgeCheck, Download, RotateCcw, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/format-date';
import { ApiError } from '@/lib/api';
import { useCertificate } from '../api/get-certificate';

/** The public page that confirms a certificate of completion by its code. */
export function Component() {
  const { code = '' } = useParams();
  const certificate = useCertificate(code);

  if (certificate.isPending)
    return (
      <div className="flex min-h-[60svh] flex-col items-center justify-center gap-3 text-muted-foreground">
        <Spinner label="Checking certificate" />
        <p>Loading...</p>
      </div>
    );
  if (certificate.isError) {
    const error = certificate.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound code={code} />;
    return (
      <div role="alert" className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
        <title>Certificate | LearnFlix</title>
        <AlertCircle aria-hidden className="size-10 text-red-300" />
        <h1 className="mt-4 text-2xl font-extrabold text-white">Error: {error.message}</h1>
        <Button className="mt-6" onClick={() => void certificate.refetch()}>
          <RotateCcw aria-hidden /> Try again
        </Button>
      </div>
    );
  }
  return <Certificate certificate={certificate.data} />;
}

function NotFound({ code }: { code: string }) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
      <title>Certificate not found | LearnFlix</title>
      <span aria-hidden className="grid size-16 place-items-center rounded-full bg-red-950/60 text-red-300 ring-1 ring-red-500/40">
        <SearchX className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-white">{MESSAGES.certificateNotFound}</h1>
      <p className="mt-3 text-zinc-300">
        No certificate has the code <span className="font-mono font-semibold break-all text-white">{code}</span>. Check the code and try
        again: it looks like <span className="font-mono">ABCD-EFGH-JKLM</span>.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Return Home</Link>
      </Button>
    </div>
  );
}

function Certificate({ certificate }: { certificate: CertificateResponse }) {
  const { code, learnerName, courseTitle, courseId, issuedAt } = certificate;
  return (
    <div className="relative isolate flex-1 overflow-hidden bg-cinema px-4 py-10 sm:py-16">
      <title>{`Certificate: ${learnerName}, ${courseTitle} | LearnFlix`}</title>
      <div className="mx-auto w-full max-w-3xl animate-rise-in">
        <p className="mx-auto flex w-fit items-center gap-2 rounded-full border border-green-400/40 bg-green-500/15 px-4 py-1.5 text-sm font-semibold text-green-200">
          <BadgeCheck aria-hidden className="size-5 text-green-300" /> Verified certificate
        </p>
        <article
          aria-labelledby="certificate-title"
          className="relative mt-6 overflow-hidden rounded-2xl border border-amber-400/30 bg-gradient-to-b from-zinc-900 to-black p-6 text-center shadow-2xl shadow-black/60 sm:p-12"
        >
          <div aria-hidden className="pointer-events-none absolute inset-3 rounded-xl border border-amber-300/15 sm:inset-4" />
          <Award aria-hidden className="mx-auto size-12 text-amber-300" />
          <h1 id="certificate-title" className="mt-4 text-sm font-semibold tracking-[0.3em] text-amber-200 uppercase">
            Certificate of Completion
          </h1>
          <p className="mt-6 text-sm text-zinc-400">This certifies that</p>
          <p className="mt-2 text-3xl font-black tracking-tight text-white sm:text-5xl">{learnerName}</p>
          <p className="mt-6 text-sm text-zinc-400">has successfully completed the course</p>
          <p className="mt-2 text-xl font-bold text-white sm:text-2xl">
            {/* An archived course keeps its certificates, but has no public page to link to. */}
            {certificate.courseInCatalogue ? (
              <Link
                to={`/course-details/${courseId}`}
                className="rounded outline-none hover:text-brand-text focus-visible:ring-2 focus-visible:ring-ring"
              >
                {courseTitle}
              </Link>
            ) : (
              courseTitle
            )}
          </p>
          <dl className="mx-auto mt-10 grid max-w-md grid-cols-2 gap-4 border-t border-white/10 pt-6 text-left text-sm">
            <div>
              <dt className="text-xs tracking-wide text-zinc-400 uppercase">Issued on</dt>
              <dd className="mt-1 font-semibold text-white">{formatDay(issuedAt)}</dd>
            </div>
            <div>
              <dt className="text-xs tracking-wide text-zinc-400 uppercase">Certificate code</dt>
              <dd className="mt-1 font-mono font-semibold text-white">{code}</dd>
            </div>
          </dl>
        </article>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <Button asChild>
            <a href={`/api/certificates/${encodeURIComponent(code)}/pdf`} download>
              <Download aria-hidden /> Download PDF
            </a>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/courses">Browse courses</Link>
          </Button>
        </div>
        <p className="mt-6 text-center text-xs text-zinc-400">
          LearnFlix issued this certificate to {learnerName} on {formatDay(issuedAt)}. Anyone with the code can check it on this page.
        </p>
      </div>
    </div>
  );
}
