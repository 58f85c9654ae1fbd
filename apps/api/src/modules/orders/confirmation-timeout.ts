import type { FastifyInstance } from 'fastify';
import { periodicJob } from '../../lib/periodic-job';
import { cancelUnconfirmedOrders } from './confirmation';
import { foldOrderCountsWhenLong } from './list';

/**
 * Runs the confirmation timeout every ORDER_CONFIRMATION_CHECK_SECONDS (default 60; 0 = off) and
 * once at start: orders nobody confirmed within ORDER_CONFIRMATION_TIMEOUT_HOURS are cancelled and
 * their stock goes back. Every API process runs it; the rows are shared out with SKIP LOCKED, so
 * each order is cancelled once. The job also folds the stat cards' counts when they have grown long
 * (decision 184), which otherwise only a read of the orders screen does.
 */
export function confirmationTimeout(app: FastifyInstance): void {
  periodicJob(app, 'confirmation timeout', app.config.orderConfirmationCheckSeconds, async () => {
    const cancelled = await cancelUnconfirmedOrders(app.db, {
      now: new Date(),
      timeoutHours: app.config.orderConfirmationTimeoutHours,
      timeZone: app.config.shopTimezone,
    });
    if (cancelled.length > 0) app.log.info({ orders: cancelled }, 'orders cancelled: not confirmed in time');
    await foldOrderCountsWhenLong(app.db);
  });
}
