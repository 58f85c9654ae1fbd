import { formatPercent } from '@/components/ui/number-format';

/** 0.256 -> '25.6%' ('25,6 %' in French), at most one decimal. */
export function formatShare(share: number, language: string): string {
  return formatPercent(share, language);
}

/** A growth given in percent (12.5) with its sign: '+12.5%', '-3%', '0%'. */
export function formatGrowth(percent: number, language: string): string {
  return formatPercent(percent / 100, language, { signed: true });
}

/** A rate given in percent (72.5), or '—' when the server had nothing to divide by (null). */
export function formatRate(percent: number | null, language: string): string {
  if (percent === null) return '—';
  return formatPercent(percent / 100, language);
}
