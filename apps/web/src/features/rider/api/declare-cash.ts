import { useMutation } from '@tanstack/react-query';
import type { CashDay } from '@parashop/shared/api-types';
import type { CashDeclareInput } from '@parashop/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/rider/cash/{date}/declare: the cash the rider says they handed over that day. */
export function declareCash({ date, body }: { date: string; body: CashDeclareInput }): Promise<CashDay> {
  return apiFetch<CashDay>(`/rider/cash/${date}/declare`, { method: 'POST', body });
}

export function useDeclareCash() {
  return useMutation({ mutationFn: declareCash });
}
