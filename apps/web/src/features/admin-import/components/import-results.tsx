import { importCompletedMessage, importFailedMessage, importSomeFailedMessage, type ImportSummary } from '@app/core';
import { AlertCircle, ArrowLeft, CheckCircle2, Download, Play, RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Figures } from './figures';

interface ImportResultsProps {
  summary: ImportSummary;
  onAnotherFile: () => void;
  onDownloadFailed: () => void;
  downloading: boolean;
  onResume: () => void;
  resuming: boolean;
}

/** The spec's results: Successful and Failed counts (and those skipped), what to do next. */
export function ImportResults({ summary, onAnotherFile, onDownloadFailed, downloading, onResume, resuming }: ImportResultsProps) {
  const { successful, failed, skipped } = summary.results;
  const stopped = summary.status === 'failed';
  return (
    <section aria-labelledby="results-heading" className="grid gap-5 rounded-xl border border-border bg-card/60 p-5 sm:p-6">
      <h2 id="results-heading" className="text-xl font-bold text-white">
        {stopped ? 'Import stopped' : 'Import results'}
      </h2>
      {stopped ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertDescription>{importFailedMessage(summary.error ?? 'the server stopped it.')}</AlertDescription>
        </Alert>
      ) : (
        <Alert variant="success">
          <CheckCircle2 aria-hidden />
          <AlertDescription>{importCompletedMessage(successful)}</AlertDescription>
        </Alert>
      )}
      {failed > 0 && !stopped && (
        <Alert className="border-amber-500/40 bg-amber-950/40 text-amber-100 [&>svg]:text-amber-300">
          <TriangleAlert aria-hidden />
          <AlertDescription>{importSomeFailedMessage(failed)}: download them, fix them and import that file again.</AlertDescription>
        </Alert>
      )}
      <Figures
        label="Result counts"
        figures={[
          { label: 'Successful', value: successful, tone: 'good' },
          { label: 'Failed', value: failed, tone: failed ? 'bad' : 'muted' },
          { label: 'Already had an account', value: skipped, tone: 'muted' },
          ...(stopped
            ? [{ label: 'Not done yet', value: summary.progress.toCreate - summary.progress.processed, tone: 'info' as const }]
            : []),
        ]}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {stopped && (
          <Button onClick={onResume} disabled={resuming}>
            <Play aria-hidden /> {resuming ? 'Resuming…' : 'Resume import'}
          </Button>
        )}
        {failed > 0 && (
          <Button variant={stopped ? 'outline' : 'default'} onClick={onDownloadFailed} disabled={downloading}>
            <Download aria-hidden /> {downloading ? 'Downloading…' : 'Download failed rows (CSV)'}
          </Button>
        )}
        <Button variant="outline" onClick={onAnotherFile}>
          <RotateCcw aria-hidden /> Import another file
        </Button>
        <Button asChild variant="ghost">
          <Link to="/admin">
            <ArrowLeft aria-hidden /> Back to Dashboard
          </Link>
        </Button>
      </div>
    </section>
  );
}
