import type { FastifyInstance } from 'fastify';
import { periodicJob } from '../../../lib/periodic-job';
import type { Couriers } from './registry';
import { syncRound } from './sync';

/**
 * Polls the couriers every COURIER_SYNC_SECONDS (0 = never) and once at start, in every API process;
 * the parcels are shared out with SKIP LOCKED (sync.ts), so each is asked about once per round.
 */
export function courierSyncJob(app: FastifyInstance, couriers: Couriers): void {
  if (couriers.size === 0) return;
  const seconds = app.config.courierSyncSeconds;
  periodicJob(app, 'courier sync', seconds, async () => {
    const polled = await syncRound({ db: app.db, couriers, timeZone: app.config.shopTimezone }, seconds);
    if (polled > 0) app.log.info({ parcels: polled }, 'courier parcels polled');
  });
}
