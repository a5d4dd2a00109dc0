// What leaves the server of a notification: its words and link (core's describeNotification,
// from the stored facts), its kind, read mark and date. The recipient and the raw data stay here.
import { describeNotification, type NotificationItem, type StoredNotification } from '@app/core';
import type { notifications } from '../../db/schema.js';

export function presentNotification(row: typeof notifications.$inferSelect): NotificationItem {
  const text = describeNotification({ kind: row.kind, data: row.data } as StoredNotification);
  return {
    id: row.id,
    kind: row.kind,
    ...text,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
