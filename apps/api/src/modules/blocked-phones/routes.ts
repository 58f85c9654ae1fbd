import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@parashop/shared';
import { desc, eq } from 'drizzle-orm';
import { blockedPhoneSchema, translateMessage, type BlockedPhone } from '@parashop/shared';
import { blockedPhones } from '../../db/schema';
import { requestLanguage } from '../../lib/accept-language';
import { httpError } from '../../lib/http-errors';
import { pgErrorCode } from '../../lib/pg-errors';

export const BLOCKED_PHONE_NOT_FOUND = 'Blocked number not found.';

function toView(row: typeof blockedPhones.$inferSelect): BlockedPhone {
  return {
    id: row.id,
    phone_number: row.phoneNumber,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * GET /blocked-phones, POST /blocked-phones, DELETE /blocked-phones/{id} (admin): numbers whose
 * orders POST /orders refuses (docs/decisions/090-order-confirmation.md). A number is stored as the
 * checkout stores it (0XXXXXXXXX), so the refusal is an exact match.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/blocked-phones',
    { schema: { tags: ['orders'], summary: 'Blocked phone numbers, newest first' } },
    async () => {
      const rows = await app.db
        .select()
        .from(blockedPhones)
        .orderBy(desc(blockedPhones.createdAt), desc(blockedPhones.id));
      return rows.map(toView);
    },
  );

  app.post(
    '/blocked-phones',
    { schema: { tags: ['orders'], summary: 'Block a phone number', body: blockedPhoneSchema } },
    async (request, reply) => {
      const { phone_number, reason } = request.body;
      try {
        const [row] = await app.db
          .insert(blockedPhones)
          .values({ phoneNumber: phone_number, reason, createdAt: new Date() })
          .returning();
        if (!row) throw new Error('the blocked phone was not stored');
        return reply.code(201).send(toView(row));
      } catch (error) {
        if (pgErrorCode(error) !== '23505') throw error;
        const message = translateMessage('validation.blockedPhone.alreadyBlocked', requestLanguage(request));
        throw httpError(422, message, { phone_number: [message] });
      }
    },
  );

  app.delete(
    '/blocked-phones/:id',
    { schema: { params: idParams, tags: ['orders'], summary: 'Unblock a phone number' } },
    async (request) => {
      const id = request.params.id;
      const removed = await app.db.delete(blockedPhones).where(eq(blockedPhones.id, id)).returning();
      if (removed.length === 0) throw httpError(404, BLOCKED_PHONE_NOT_FOUND);
      return { message: 'Number unblocked.' };
    },
  );
};

export default routes;
