// Bulk import helpers for the API tests: a CSV uploaded as the page sends it (multipart, field
// `file`), and CSV texts built from rows.
import type { LightMyRequestResponse } from 'fastify';
import type { ImportPreviewResponse } from '@app/core';
import { type api, multipartFile } from './app.js';

type Http = ReturnType<typeof api>;

/** POSTs `csv` (text or bytes) to the preview endpoint. */
export function uploadCsv(http: Http, csv: string | Buffer, filename = 'students.csv'): Promise<LightMyRequestResponse> {
  const form = multipartFile('file', filename, typeof csv === 'string' ? Buffer.from(csv) : csv, 'text/csv');
  return http.post('/api/admin/imports', form.body, form.headers);
}

/** Uploads and expects the preview to be taken. */
export async function previewCsv(http: Http, csv: string | Buffer, filename?: string): Promise<ImportPreviewResponse> {
  const res = await uploadCsv(http, csv, filename);
  if (res.statusCode !== 201) throw new Error(`preview refused: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A CSV with the sample's header and one line per [staff ID, full name]. */
export const csvOf = (rows: [string, string][], eol = '\n') => ['Staff ID,Full Name', ...rows.map((r) => r.join(','))].join(eol) + eol;
