import type { FastifyInstance } from 'fastify';
import { runLotsRound } from './expiry';

/**
 * Runs the lots job (expiry.ts) every LOTS_CHECK_SECONDS (default 300; 0 = off, as in tests) and
 * once at start. Every API process runs it; the work is shared out with SKIP LOCKED, so each lot is
 * handled once. A round never overlaps the previous one in the same process. When a round moved
 * stock, the catalogue cache is dropped after its commit (the job answers no request that would).
 */
export function lotsJob(app: FastifyInstance): void {
  const seconds = app.config.lotsCheckSeconds;
  if (seconds <= 0) return;
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = runLotsRound(app.db, {
      now: new Date(),
      timeZone: app.config.shopTimezone,
      alertDays: app.config.expiryAlertDays,
    })
      .then(async (done) => {
        if (done.expired > 0) await app.catalogueCache.invalidate();
        if (done.expired > 0 || done.expiringSoon > 0) app.log.info(done, 'lots job: expiry alerts raised');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'lots job round failed'))
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
