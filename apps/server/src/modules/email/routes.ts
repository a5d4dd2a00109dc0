// The unsubscribe link of every e-mail (RFC 8058), for the mail provider's one-click POST and for
// the web page /unsubscribe. Both routes are `access: 'none'`: no session is read, and so the
// cross-site checks (route-access.ts, checkCsrf) that protect cookie-authenticated changes do not
// apply; the POST comes from the mail provider's servers, with no Origin of ours and no JSON. What
// authorises it is the signed link alone (its user, toggle and expiry), and all it can do is turn
// that one toggle off (docs/notifications.md, "E-mail").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unsubscribeInfo, unsubscribeQuery, unsubscribeResult } from '@app/core';
import { badRequest } from '../../lib/errors.js';
import { describeUnsubscribe, unsubscribe } from './unsubscribe.js';

const tags = ['notifications'];
const ONE_CLICK = 'List-Unsubscribe=One-Click';

export default async function emailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // RFC 8058's body, form-encoded: parsed for these routes only (this plugin's own scope).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  r.get(
    '/api/email/unsubscribe',
    {
      config: { access: 'none' },
      schema: {
        summary: 'Check an unsubscribe link',
        description: 'What the link would turn off, and whether it can (valid, expired or invalid). Changes nothing.',
        tags,
        querystring: unsubscribeQuery,
        // A link without its parameters (no session is read: the route has no other refusal).
        errors: [400],
        response: { 200: unsubscribeInfo },
      },
    },
    (req) => describeUnsubscribe(app.deps, req.query),
  );

  r.post(
    '/api/email/unsubscribe',
    {
      config: { access: 'none' },
      schema: {
        summary: 'Unsubscribe in one click',
        description:
          'RFC 8058 one-click unsubscribe: turns off the one setting the signed link names, without signing in. ' +
          `Body \`${ONE_CLICK}\` (form-encoded or multipart). Sending it again changes nothing more.`,
        tags,
        querystring: unsubscribeQuery,
        // A forged, expired or altered link, or a body that is not the one-click form.
        errors: [400, 413, 415],
        response: { 200: unsubscribeResult },
      },
    },
    async (req) => {
      // The form says it is a one-click request; multipart (RFC 8058's own example) is not read:
      // the signed link is what authorises it.
      const form = req.body as Record<string, unknown> | undefined;
      if (!req.isMultipart() && form?.['List-Unsubscribe'] !== 'One-Click') throw badRequest();
      return unsubscribe(app.deps, req.query);
    },
  );
}
