import type { OverviewStatus } from '../lib/dashboard-figures';

/** One colour per status tile, shared by the tiles and the chart (the theme's tones). */
export const STATUS_COLORS: Record<OverviewStatus, string> = {
  pending: '#d97706',
  delivered: '#059669',
  returned: '#2563eb',
  canceled: '#dc2626',
};
