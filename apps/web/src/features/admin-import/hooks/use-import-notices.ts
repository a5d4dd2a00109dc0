import { importCompletedMessage, importFailedMessage, importSomeFailedMessage, MESSAGES, type ImportSummary } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { adminUsersKeys } from '@/features/admin-users';
import { isImportActive } from '../api/get-import';
import { importKeys } from '../api/keys';

/**
 * The spec's toasts when an import this page watched ends ('Import completed! {n} users created
 * successfully', the '{n} users failed to create' warning, 'Import failed: {message}'), and fresh
 * rows whenever the job has moved (their results change); when it ends, the users list and the
 * figures are fetched afresh. An import opened already finished shows its results without toasts.
 */
export function useImportNotices(summary: ImportSummary | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<Pick<ImportSummary, 'id' | 'status'> & { processed: number }>(null);
  useEffect(() => {
    if (!summary) return;
    const before = seen.current?.id === summary.id ? seen.current : null;
    seen.current = { id: summary.id, status: summary.status, processed: summary.progress.processed };
    if (!before) return;
    if (before.processed !== summary.progress.processed || before.status !== summary.status) {
      void queryClient.invalidateQueries({ queryKey: importKeys.rowLists(summary.id) });
    }
    if (!isImportActive(before.status) || isImportActive(summary.status)) return;
    // The import has ended: the users list and the platform's figures now count its students.
    void queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
    if (summary.status === 'finished') {
      toast.success(importCompletedMessage(summary.results.successful));
      if (summary.results.failed > 0) toast.warning(importSomeFailedMessage(summary.results.failed));
    } else if (summary.status === 'failed') {
      toast.error(importFailedMessage(summary.error ?? MESSAGES.internal));
    }
  }, [summary, queryClient]);
}
