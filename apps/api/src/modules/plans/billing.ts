import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { activatePaidPlan, paidPlanIds } from './service';

const completedSession = z.object({
  id: z.string().min(1),
  type: z.enum(['checkout.session.completed', 'checkout.session.async_payment_succeeded']),
  data: z.object({
    object: z.object({
      client_reference_id: z.uuid(),
      payment_status: z.string().optional(),
      metadata: z
        .object({ plan: z.enum(paidPlanIds).optional(), planId: z.enum(paidPlanIds).optional() })
        .partial()
        .default({}),
    }),
  }),
});

export type BillingOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-account';

/**
 * Applies a verified provider event. A paid checkout of an account (client_reference_id) with
 * its plan in metadata activates that plan for a month; anything else is acknowledged and ignored,
 * so the provider does not redeliver it for days.
 */
export async function handleBillingEvent(
  db: Db,
  event: unknown,
  logger: FastifyBaseLogger,
): Promise<BillingOutcome> {
  const parsed = completedSession.safeParse(event);
  if (!parsed.success) return 'ignored';
  const session = parsed.data.data.object;
  const planId = session.metadata.plan ?? session.metadata.planId;
  if (!planId || session.payment_status === 'unpaid') return 'ignored';
  const outcome = await activatePaidPlan(db, {
    id: parsed.data.id,
    type: parsed.data.type,
    accountId: session.client_reference_id,
    planId,
  });
  if (outcome === 'unknown-account') {
    logger.warn(
      { eventId: parsed.data.id, accountId: session.client_reference_id },
      'payment for an unknown account',
    );
  }
  return outcome;
}
