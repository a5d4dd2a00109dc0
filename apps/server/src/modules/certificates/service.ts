// Certificates of completion, found by their code: public on purpose, so that anyone holding the
// code (an employer, say) can check it. They are issued by the course domain (courses/course-progress.ts).
import { eq } from 'drizzle-orm';
import { inCatalogue, MESSAGES, type CertificateResponse } from '@app/core';
import type { Db } from '../../db/client.js';
import { certificates, courses } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { certificatePdf } from './pdf.js';

async function findCertificate(db: Db, code: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw notFound(MESSAGES.certificateNotFound);
  return row;
}

export async function certificateByCode(deps: Pick<Deps, 'db'>, code: string): Promise<CertificateResponse> {
  const [c] = await deps.db
    .select({ certificate: certificates, courseStatus: courses.status })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.code, code));
  if (!c) throw notFound(MESSAGES.certificateNotFound);
  const { certificate } = c;
  return {
    code: certificate.code,
    learnerName: certificate.learnerName,
    courseTitle: certificate.courseTitle,
    courseId: certificate.courseId,
    // An archived course keeps its certificates; only its public page is gone.
    courseInCatalogue: inCatalogue({ status: c.courseStatus }),
    issuedAt: certificate.issuedAt.toISOString(),
  };
}

/** The certificate as a PDF that names the page where it can be verified. */
export async function certificatePdfByCode(deps: Pick<Deps, 'db'>, code: string, origin: string) {
  const c = await findCertificate(deps.db, code);
  return { code: c.code, pdf: await certificatePdf({ ...c, verifyUrl: `${origin}/certificates/${c.code}` }) };
}
