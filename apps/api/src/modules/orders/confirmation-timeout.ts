import type { FastifyInstance } from 'fastify';
import { cancelUnconfirmedOrders } from './confirmation';

/**
 * Runs the confirmation timeout every ORDER_CONFIRMATION_CHECK_SECONDS (default 60; 0 = off) and
 * once at start: orders nobody confirmed within ORDER_CONFIRMATION_TIMEOUT_HOURS are cancelled and
 * their stock goes back. Every API process runs it; the rows are shared out with SKIP LOCKED, so
 * each order is cancelled once. A round never overlaps the previous one in the same process.
 */
export function confirmationTimeout(app: FastifyInstance): void {
  const seconds = app.config.orderConfirmationCheckSeconds;
  if (seconds <= 0) return;
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = cancelUnconfirmedOrders(app.db, {
      now: new Date(),
      timeoutHours: app.config.orderConfirmationTimeoutHours,
      timeZone: app.config.shopTimezone,
    })
      .then((cancelled) => {
        if (cancelled.length > 0) {
          app.log.info({ orders: cancelled }, 'orders cancelled: not confirmed in time');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'confirmation timeout round failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    round();
    timer = setInterval(round, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
