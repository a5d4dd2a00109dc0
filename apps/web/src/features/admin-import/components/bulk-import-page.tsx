import {
  IMPORT_ROW_FILTERS,
  IMPORT_SAMPLE_CSV,
  importStartFailedMessage,
  MESSAGES,
  type ImportRowFilter,
  type ImportSummary,
} from '@app/core';
import { AlertCircle, ArrowLeft, Download, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';
import { useDownloadFailedRows } from '../api/download-failed-rows';
import { isImportActive, useImport } from '../api/get-import';
import { usePreviewImport } from '../api/preview-import';
import { useStartImport } from '../api/start-import';
import { csvFileProblem } from '../file-check';
import { useImportNotices } from '../hooks/use-import-notices';
import { saveFile } from '../save-file';
import { CsvDropZone } from './csv-drop-zone';
import { ImportInstructions } from './import-instructions';
import { ImportProgress } from './import-progress';
import { ImportResults } from './import-results';
import { ImportRows } from './import-rows';
import { PreviewSummary } from './preview-summary';

/** The rows shown first: those to fix when there are any (the error list), else every row. */
const defaultShow = (s: ImportSummary | undefined): ImportRowFilter => (s && s.results.failed > 0 ? 'failed' : 'all');

/**
 * /admin/bulk-import: choose a CSV (picker or drop), read the server's check of every row, import,
 * follow the progress, read the results and download the failed rows. The import being looked at
 * is in the address (?import=), so a reload or a return later shows it as it stands; after an
 * import the results stay on screen (the spec went to /) with a way back to the dashboard.
 */
export function BulkImportPage() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const summaryQuery = useImport(importId);
  const summary = summaryQuery.data?.import;
  const preview = usePreviewImport();
  const start = useStartImport();
  const download = useDownloadFailedRows();
  const [checking, setChecking] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const asked = params.get('show');
  const show: ImportRowFilter = IMPORT_ROW_FILTERS.includes(asked as ImportRowFilter) ? (asked as ImportRowFilter) : defaultShow(summary);
  const page = Math.max(1, Number(params.get('page')) || 1);

  useImportNotices(summary);

  const takeFile = (file: File) => {
    const problem = csvFileProblem(file);
    setFileError(problem);
    if (problem) return void toast.error(problem);
    setChecking(file.name);
    preview.mutate(file, {
      onSuccess: (data) => setParams({ import: data.import.id }),
      onError: (e) => {
        const message = errorMessage(e, MESSAGES.internal);
        setFileError(message);
        toast.error(message);
      },
      onSettled: () => setChecking(null),
    });
  };

  const anotherFile = () => {
    setFileError(null);
    setParams({});
  };

  const runImport = () => {
    if (!summary) return;
    start.mutate(summary.id, {
      onSuccess: () => setParams({ import: summary.id }, { replace: true }),
      onError: (e) => toast.error(importStartFailedMessage(errorMessage(e, MESSAGES.internal))),
    });
  };

  const downloadFailed = () =>
    summary &&
    download.mutate(summary.id, {
      onError: (e) => toast.error('Failed to download the failed rows', { description: errorMessage(e, 'Please try again.') }),
    });

  const setShow = (next: ImportRowFilter) => {
    const out = new URLSearchParams(params);
    out.set('show', next);
    out.delete('page');
    setParams(out, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Bulk Import Users | LearnFlix</title>
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-3 text-zinc-300">
        <Link to="/admin">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Bulk Import Users</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Create student accounts from a CSV file. Every row is checked first; nobody is created until you import.
          </p>
        </div>
        <Button
          variant="outline"
          className="self-start md:self-auto"
          onClick={() => saveFile(new Blob([IMPORT_SAMPLE_CSV], { type: 'text/csv' }), 'sample-users.csv')}
        >
          <Download aria-hidden /> Download Sample CSV
        </Button>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-8">
          {importId === null ? (
            <div className="grid gap-3">
              <CsvDropZone onFile={takeFile} checking={checking} />
              {fileError && (
                <Alert variant="destructive" role="alert">
                  <AlertCircle aria-hidden />
                  <AlertDescription>{fileError}</AlertDescription>
                </Alert>
              )}
            </div>
          ) : summaryQuery.isError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription className="grid gap-3">
                <p>
                  {summaryQuery.error instanceof ApiError && summaryQuery.error.status === 404
                    ? 'This import was not found. Previews nobody imported are removed after a week: choose the file again.'
                    : `Failed to load this import. ${errorMessage(summaryQuery.error, 'Please try again.')}`}
                </p>
                <Button variant="outline" size="sm" className="w-fit" onClick={anotherFile}>
                  <RotateCcw aria-hidden /> Choose a file
                </Button>
              </AlertDescription>
            </Alert>
          ) : !summary ? (
            <div role="status" aria-label="Loading the import" className="grid gap-3">
              <Skeleton className="h-40" />
              <Skeleton className="h-64" />
            </div>
          ) : (
            <>
              {summary.status === 'previewed' ? (
                <PreviewSummary
                  summary={summary}
                  onImport={runImport}
                  importing={start.isPending}
                  onAnotherFile={anotherFile}
                  onDownloadFailed={downloadFailed}
                  downloading={download.isPending}
                />
              ) : isImportActive(summary.status) ? (
                <ImportProgress summary={summary} />
              ) : (
                <ImportResults
                  summary={summary}
                  onAnotherFile={anotherFile}
                  onDownloadFailed={downloadFailed}
                  downloading={download.isPending}
                  onResume={runImport}
                  resuming={start.isPending}
                />
              )}
              <ImportRows
                summary={summary}
                show={show}
                page={page}
                onShow={setShow}
                title={summary.status === 'previewed' ? 'Rows of the file' : 'Rows and errors'}
              />
            </>
          )}
        </div>
        <ImportInstructions />
      </div>
    </div>
  );
}
