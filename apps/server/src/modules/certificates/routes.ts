import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CERTIFICATE_CODE, certificateResponse } from '@app/core';
import { fileResponse } from '../../http/openapi.js';
import { certificateByCode, certificatePdfByCode } from './service.js';

const codeParams = z.object({ code: z.string().trim().toUpperCase().regex(CERTIFICATE_CODE, 'Not a certificate code') });
const tags = ['certificates'];

export default async function certificateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/certificates/:code',
    {
      config: { access: 'public' },
      schema: { summary: 'Verify a certificate', tags, params: codeParams, errors: [404], response: { 200: certificateResponse } },
    },
    (req) => certificateByCode(app.deps, req.params.code),
  );

  const pdfSchema = {
    summary: 'Download a certificate',
    tags,
    params: codeParams,
    openapi: { responses: { 200: fileResponse('The certificate, as a PDF to keep.', ['application/pdf']) } },
    errors: [404],
  } as const;
  r.get('/api/certificates/:code/pdf', { config: { access: 'public' }, schema: pdfSchema }, async (req, reply) => {
    const origin = app.config.publicOrigin ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    const { code, pdf } = await certificatePdfByCode(app.deps, req.params.code, origin);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${code}.pdf"`)
      .header('cache-control', 'private, max-age=300')
      .send(Buffer.from(pdf));
  });
}
