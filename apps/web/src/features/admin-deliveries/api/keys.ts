/** The query keys of the deliveries screens; the live stream refreshes `['admin', 'delivery-runs']` and `['admin', 'rider-cash']`. */
export const ridersQueryKey = ['admin', 'riders'] as const;
export const runsQueryKey = ['admin', 'delivery-runs'] as const;
export const eligibleOrdersQueryKey = ['admin', 'delivery-runs', 'eligible'] as const;
export const cashDaysQueryKey = ['admin', 'rider-cash'] as const;
