// Starting a previewed import (or resuming one that failed): the import is queued, audited and its
// background job written in one transaction, and the request returns at once; the page then
// follows the job's progress. Only one start wins: the import's row is locked and must still be
// previewed (or failed).
import { eq } from 'drizzle-orm';
import { IMPORT_MESSAGES } from '@app/core';
import type { RequestActor } from '../../auth/user.js';
import type { Deps } from '../../deps.js';
import { userImports } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { presentImport } from './presenter.js';
import { findImport } from './queries.js';

/** The background job that creates an import's users (registered in jobs/index.ts). */
export const IMPORT_USERS_JOB = 'import-users';

export async function startImport(deps: Pick<Deps, 'db' | 'jobs' | 'clock'>, actor: RequestActor, id: string) {
  const started = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        status: userImports.status,
        fileName: userImports.fileName,
        totalRows: userImports.totalRows,
        toCreate: userImports.toCreate,
        startedAt: userImports.startedAt,
      })
      .from(userImports)
      .where(eq(userImports.id, id))
      .for('update');
    if (!found) throw notFound(IMPORT_MESSAGES.notFound);
    if (found.status !== 'previewed' && found.status !== 'failed') throw conflict(IMPORT_MESSAGES.alreadyStarted);
    if (found.toCreate === 0) throw conflict(IMPORT_MESSAGES.nothingToCreate);
    await tx
      .update(userImports)
      .set({ status: 'queued', error: null, finishedAt: null, startedAt: found.startedAt ?? deps.clock() })
      .where(eq(userImports.id, id));
    await recordAdminChange(tx, actor, null, {
      action: 'import.started',
      entityType: 'import',
      entityId: id,
      entityLabel: found.fileName,
      before: { status: found.status },
      after: { status: 'queued', rows: found.totalRows, toCreate: found.toCreate },
    });
    // Written by this transaction: the job exists exactly when the import is queued (a rollback
    // takes both back), and a queue that refuses (no job runner: 503) rolls the start back.
    await deps.jobs.send(IMPORT_USERS_JOB, { importId: id }, { tx });
    // As it stands at this commit: queued (the job may take it any moment after).
    return findImport(tx, id);
  });
  return { import: presentImport(started!) };
}
