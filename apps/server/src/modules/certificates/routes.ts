import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CERTIFICATE_CODE, certificateResponse, MESSAGES } from '@app/core';
import { certificates } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { certificatePdf } from './pdf.js';

const codeParams = z.object({ code: z.string().trim().toUpperCase().regex(CERTIFICATE_CODE, 'Not a certificate code') });

export default async function certificateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const find = async (code: string) => {
    const [row] = await app.db.select().from(certificates).where(eq(certificates.code, code));
    if (!row) throw notFound(MESSAGES.certificateNotFound);
    return row;
  };

  // Public on purpose: anyone holding the code (an employer, say) can check it.
  r.get(
    '/api/certificates/:code',
    { config: { access: 'public' }, schema: { tags: ['certificates'], params: codeParams, response: { 200: certificateResponse } } },
    async (req) => {
      const c = await find(req.params.code);
      return {
        code: c.code,
        learnerName: c.learnerName,
        courseTitle: c.courseTitle,
        courseId: c.courseId,
        issuedAt: c.issuedAt.toISOString(),
      };
    },
  );

  r.get(
    '/api/certificates/:code/pdf',
    { config: { access: 'public' }, schema: { tags: ['certificates'], params: codeParams } },
    async (req, reply) => {
      const c = await find(req.params.code);
      const origin = app.config.publicOrigin ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
      const pdf = await certificatePdf({ ...c, verifyUrl: `${origin}/certificates/${c.code}` });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${c.code}.pdf"`)
        .header('cache-control', 'private, max-age=300')
        .send(Buffer.from(pdf));
    },
  );
}
