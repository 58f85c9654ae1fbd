import { useTranslation } from 'react-i18next';
import type { InputProps } from '@headlessui/react';
import { normaliseMoneyText, parseCentimes } from '@parashop/shared/money';
import { useNumberFormat } from './number-format';
import { TextInput } from './form-field';

/**
 * A money field: plain text with the decimal keypad, so `149,50` (a French keyboard's decimal comma) and
 * `149.50` are both kept as typed whatever the browser's language (a number input drops or misreads the
 * comma: `149,50` became 14950). The schema reads a comma as a point; `UnderstoodAmount` shows the result.
 * Works with register().
 */
export function MoneyInput(props: Omit<InputProps<'input'>, 'type'>) {
  return <TextInput type="text" inputMode="decimal" autoComplete="off" dir="ltr" {...props} />;
}

/** The amount a money field's text will be saved as ("Saved as 149.50 DH"), or a hint when unreadable. */
export function UnderstoodAmount({ text }: { text: string | number | null | undefined }) {
  const { t } = useTranslation('common');
  const { money } = useNumberFormat();
  const raw = text === null || text === undefined ? '' : String(text);
  if (raw.trim() === '') return null;
  const normalised = normaliseMoneyText(raw);
  const centimes = normalised === null ? null : parseCentimes(normalised);
  return (
    <span data-testid="understood-amount">
      {centimes === null ? (
        t('money.unreadable')
      ) : (
        <>
          {t('money.understood', { amount: '' }).trim()}{' '}
          <bdi dir="ltr" className="font-semibold tabular-nums">
            {money(centimes, 'DH')}
          </bdi>
        </>
      )}
    </span>
  );
}
