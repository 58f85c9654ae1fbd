import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banknote } from 'lucide-react';
import { cashDeclareSchema } from '@parashop/shared';
import { centimesToDecimalString } from '@parashop/shared/money';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput, UnderstoodAmount } from '@/components/ui/money-input';
import { useNumberFormat } from '@/components/ui/number-format';
import { toast } from '@/components/ui/toast';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage } from '@/lib/api-client';
import { useDeclareCash } from '../api/declare-cash';
import { typedCentimes } from '../lib/outcome-form';

/**
 * End of the day: the cash the rider hands over, prefilled with what the phone counts as collected.
 * Staff count it on receipt and close the day on the cash screen.
 */
export function CashDeclare({
  date,
  collected,
  online,
}: {
  date: string;
  collected: number;
  online: boolean;
}) {
  const { t } = useTranslation('rider');
  const text = useValidationMessage();
  const { money } = useNumberFormat();
  const declare = useDeclareCash();
  const [amount, setAmount] = useState(() => centimesToDecimalString(collected));
  const [error, setError] = useState<string | undefined>();
  const [declared, setDeclared] = useState<number | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const centimes = typedCentimes(amount);
    const parsed = cashDeclareSchema.safeParse({ declared: centimes ?? Number.NaN });
    if (!parsed.success) {
      setError(
        text(amount.trim() === '' ? 'validation.cash.declaredRequired' : parsed.error.issues[0]?.message),
      );
      return;
    }
    setError(undefined);
    declare.mutate(
      { date, body: parsed.data },
      {
        onSuccess: (day) => {
          setDeclared(day.declared);
          toast.success(t('cash.done'));
        },
        onError: (failure) => setError(errorMessage(failure, t('cash.failed'))),
      },
    );
  };

  return (
    <section
      aria-labelledby="cash-title"
      className="rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <h2 id="cash-title" className="flex items-center gap-2 font-semibold text-ink">
        <Banknote aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('cash.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('cash.collected')}{' '}
        <bdi dir="ltr" className="font-semibold text-ink tabular-nums" data-testid="cash-collected">
          {money(collected, 'DH')}
        </bdi>
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-3">
        <FormField label={t('cash.amount')} error={error} hint={<UnderstoodAmount text={amount} />}>
          <MoneyInput
            value={amount}
            invalid={Boolean(error)}
            onChange={(event) => setAmount(event.target.value)}
            className="h-12"
          />
        </FormField>
        <Button type="submit" size="lg" className="h-12" isLoading={declare.isPending} disabled={!online}>
          {t('cash.declare')}
        </Button>
        {!online ? <p className="text-xs text-muted">{t('cash.needsNetwork')}</p> : null}
        {declared !== null ? (
          <p role="status" className="text-sm font-medium text-leaf-700">
            {t('cash.declared', { amount: `\u2066${money(declared, 'DH')}\u2069` })}
          </p>
        ) : null}
      </form>
    </section>
  );
}
