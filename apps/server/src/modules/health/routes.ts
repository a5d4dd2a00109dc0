import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'] } }, async (req, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
