import type { Config } from '../../../config';
import type { Courier } from './courier';
import { SenditCourier } from './sendit';

export type Couriers = ReadonlyMap<string, Courier>;

/** The couriers the configuration turns on (decision 270); none when no keys are set. */
export function configuredCouriers(config: Config): Couriers {
  const couriers = new Map<string, Courier>();
  if (config.courierSendit) {
    couriers.set(
      'sendit',
      new SenditCourier({ ...config.courierSendit, timeoutMs: config.courierTimeoutMs }),
    );
  }
  return couriers;
}
