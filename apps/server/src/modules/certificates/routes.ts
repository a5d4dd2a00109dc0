import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CERTIFICATE_CODE, certificateResponse } from '@app/core';
import { certificateByCode, certificatePdfByCode } from './service.js';

const codeParams = z.object({ code: z.string().trim().toUpperCase().regex(CERTIFICATE_CODE, 'Not a certificate code') });
const tags = ['certificates'];

export default async function certificateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/certificates/:code',
    { config: { access: 'public' }, schema: { tags, params: codeParams, response: { 200: certificateResponse } } },
    (req) => certificateByCode(app.db, req.params.code),
  );

  r.get('/api/certificates/:code/pdf', { config: { access: 'public' }, schema: { tags, params: codeParams } }, async (req, reply) => {
    const origin = app.config.publicOrigin ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    const { code, pdf } = await certificatePdfByCode(app.db, req.params.code, origin);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${code}.pdf"`)
      .header('cache-control', 'private, max-age=300')
      .send(Buffer.from(pdf));
  });
}
