import { IMPORT_MESSAGES, plural, type ImportSummary } from '@app/core';
import { Download, FileSpreadsheet, Info, RotateCcw, UserPlus } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Figures } from './figures';

interface PreviewSummaryProps {
  summary: ImportSummary;
  onImport: () => void;
  importing: boolean;
  onAnotherFile: () => void;
  onDownloadFailed: () => void;
  downloading: boolean;
}

/** What the check found in the file, and the Import Users button when there is anyone to create. */
export function PreviewSummary({ summary, onImport, importing, onAnotherFile, onDownloadFailed, downloading }: PreviewSummaryProps) {
  const { counts } = summary;
  const nobody = counts.create === 0;
  return (
    <section aria-labelledby="preview-heading" className="grid gap-5 rounded-xl border border-border bg-card/60 p-5 sm:p-6">
      <div className="flex min-w-0 items-start gap-3">
        <FileSpreadsheet aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-text" />
        <div className="min-w-0">
          <h2 id="preview-heading" className="text-xl font-bold text-white">
            File checked
          </h2>
          <p className="text-sm break-all text-muted-foreground">
            {summary.fileName}: {plural(counts.total, 'row')}
          </p>
        </div>
      </div>
      <Figures
        label="What the file holds"
        figures={[
          { label: 'To create', value: counts.create, tone: 'good' },
          { label: 'Already have an account', value: counts.exists, tone: 'muted' },
          { label: 'Repeated in the file', value: counts.duplicate, tone: counts.duplicate ? 'bad' : 'muted' },
          { label: 'Invalid', value: counts.invalid, tone: counts.invalid ? 'bad' : 'muted' },
        ]}
      />
      {nobody && (
        <Alert variant="info">
          <Info aria-hidden />
          <AlertDescription>
            {counts.exists === counts.total
              ? 'Everyone in this file already has an account: there is nobody to create.'
              : IMPORT_MESSAGES.noRows}
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {!nobody && (
          <Button onClick={onImport} disabled={importing}>
            <UserPlus aria-hidden /> {importing ? 'Starting import…' : `Import Users (${counts.create.toLocaleString('en-US')})`}
          </Button>
        )}
        {summary.results.failed > 0 && (
          <Button variant="outline" onClick={onDownloadFailed} disabled={downloading}>
            <Download aria-hidden /> {downloading ? 'Downloading…' : 'Download rows to fix'}
          </Button>
        )}
        <Button variant="ghost" onClick={onAnotherFile} disabled={importing}>
          <RotateCcw aria-hidden /> Choose another file
        </Button>
      </div>
      {!nobody && (
        <p className="text-sm text-muted-foreground">
          Only the rows to create are imported; the others are listed below with the reason. Each new student signs in with their Staff ID
          as first password and must change it.
        </p>
      )}
    </section>
  );
}
