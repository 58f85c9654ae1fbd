import type { FastifyInstance } from 'fastify';
import { periodicJob } from '../../lib/periodic-job';
import { runLotsRound } from './expiry';

/**
 * Runs the lots job (expiry.ts) every LOTS_CHECK_SECONDS (default 300; 0 = off, as in tests) and
 * once at start. Every API process runs it; the work is shared out with SKIP LOCKED, so each lot is
 * handled once. When a round moved stock, the catalogue cache is dropped after its commit (the job
 * answers no request that would).
 */
export function lotsJob(app: FastifyInstance): void {
  periodicJob(app, 'lots job', app.config.lotsCheckSeconds, async () => {
    const done = await runLotsRound(app.db, {
      now: new Date(),
      timeZone: app.config.shopTimezone,
      alertDays: app.config.expiryAlertDays,
    });
    if (done.expired > 0) await app.catalogueCache.invalidate();
    if (done.expired > 0 || done.expiringSoon > 0) app.log.info(done, 'lots job: expiry alerts raised');
  });
}
