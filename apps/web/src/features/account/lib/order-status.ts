import { CheckCircle2, CircleDot, Clock, RotateCcw, XCircle, type LucideIcon } from 'lucide-react';

export type StatusLook = { key: string; icon: LucideIcon; classes: string };

/**
 * SPEC section 4: the history maps delivered, returned, 'panding' (sic, pending) and cancelled each
 * to its own icon and colour; any other status (confirmed, processing, shipped...) looks neutral.
 * 'pending' and 'canceled' are the same states spelt as the server and the dashboard spell them.
 */
const LOOKS: Record<string, StatusLook> = {
  delivered: { key: 'delivered', icon: CheckCircle2, classes: 'bg-leaf-50 text-leaf-700 ring-leaf-100' },
  returned: { key: 'returned', icon: RotateCcw, classes: 'bg-warning-50 text-warning-600 ring-amber-200' },
  panding: { key: 'pending', icon: Clock, classes: 'bg-info-50 text-info-600 ring-blue-200' },
  pending: { key: 'pending', icon: Clock, classes: 'bg-info-50 text-info-600 ring-blue-200' },
  cancelled: { key: 'cancelled', icon: XCircle, classes: 'bg-danger-50 text-danger-700 ring-red-200' },
  canceled: { key: 'cancelled', icon: XCircle, classes: 'bg-danger-50 text-danger-700 ring-red-200' },
};

const NEUTRAL: Omit<StatusLook, 'key'> = {
  icon: CircleDot,
  classes: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function statusLook(status: string): StatusLook {
  const normalised = status.trim().toLowerCase();
  return LOOKS[normalised] ?? { key: normalised, ...NEUTRAL };
}

export function countDelivered(orders: readonly { status: string }[]): number {
  return orders.filter((order) => statusLook(order.status).key === 'delivered').length;
}
