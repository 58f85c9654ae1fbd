import { useState, type FormEvent } from 'react';
import { normaliseMoneyText } from '@parashop/shared/money';
import { useTranslation } from 'react-i18next';
import { discountPercent } from '@parashop/shared/pricing';
import type { Product } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { toast } from '@/components/ui/toast';
import { MoneyInput, UnderstoodAmount } from '@/components/ui/money-input';
import { useValidationMessage } from '@/i18n/validation';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { useCreateOffer } from '../api/create-offer';
import {
  EMPTY_OFFER_DRAFT,
  offerDraftProblem,
  type OfferDraft,
  type OfferDraftProblem,
} from '../lib/offer-validation';

/** SPEC section 8: 'Failed to create offer. Please check your inputs.' (a shared message). */
const CREATE_FAILED: OfferDraftProblem = { key: 'errors.offerCreateFailed', fields: [] };

/** The create-offer modal: the regular price, then offer price, start date and end date. */
export function CreateOfferModal({
  product,
  onClose,
  initialDraft,
}: {
  product: Product | null;
  onClose: () => void;
  /** Prefilled fields, e.g. the dates of an offer prepared for an expiring product. */
  initialDraft?: Partial<OfferDraft> | undefined;
}) {
  const { t } = useTranslation('admin-products');
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      title={t('offerModal.title')}
      description={product?.name ?? t('offerModal.description')}
    >
      {/* Keyed by product: each opening starts from an empty form. */}
      {product ? (
        <OfferForm key={product.id} product={product} initialDraft={initialDraft} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function OfferForm({
  product,
  onDone,
  initialDraft,
}: {
  product: Product;
  onDone: () => void;
  initialDraft?: Partial<OfferDraft> | undefined;
}) {
  const { t } = useTranslation(['admin-products', 'validation']);
  const text = useValidationMessage();
  const mutation = useCreateOffer();
  const [draft, setDraft] = useState<OfferDraft>({ ...EMPTY_OFFER_DRAFT, ...initialDraft });
  const [problem, setProblem] = useState<OfferDraftProblem | null>(null);

  const update = (field: keyof OfferDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };
  // The price as the schema reads it: a decimal comma is a point ('149,50' is 149.50).
  const checked = { ...draft, offer_price: normaliseMoneyText(draft.offer_price) ?? draft.offer_price };
  const valid = offerDraftProblem(checked, product) === null;
  const invalid = (field: keyof OfferDraft) => problem?.fields.includes(field) ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = offerDraftProblem(checked, product);
    if (found) {
      setProblem(found);
      return;
    }
    try {
      await mutation.mutateAsync({
        product_id: product.id,
        start_date: draft.start_date,
        end_date: draft.end_date,
        offer_price: Number(checked.offer_price),
      });
      toast.success(t('notices.offerCreated'));
      onDone();
    } catch {
      setProblem(CREATE_FAILED);
    }
  };

  const message = problem === CREATE_FAILED ? t(CREATE_FAILED.key, { ns: 'validation' }) : text(problem?.key);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3 rounded-lg bg-brand-50 px-4 py-3">
        <span className="text-sm font-medium text-brand-800">{t('offerModal.regularPrice')}</span>
        <Money amount={product.price} unit="DH" className="text-lg font-bold text-brand-800" />
      </div>
      <FormField
        label={t('offerModal.offerPrice')}
        hint={<UnderstoodAmount text={draft.offer_price} />}
        required
      >
        <MoneyInput
          value={draft.offer_price}
          onChange={(event) => update('offer_price')(event.target.value)}
          invalid={invalid('offer_price')}
          autoFocus
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('offerModal.startDate')} required>
          <TextInput
            type="date"
            value={draft.start_date}
            onChange={(event) => update('start_date')(event.target.value)}
            invalid={invalid('start_date')}
          />
        </FormField>
        <FormField label={t('offerModal.endDate')} required>
          <TextInput
            type="date"
            value={draft.end_date}
            min={draft.start_date || undefined}
            onChange={(event) => update('end_date')(event.target.value)}
            invalid={invalid('end_date')}
          />
        </FormField>
      </div>
      {valid ? (
        <p className="text-sm font-medium text-leaf-700" aria-live="polite">
          {t('offerModal.discount', { percent: discountPercent(product.price, checked.offer_price) })}
        </p>
      ) : null}
      {message ? <FormBanner>{message}</FormBanner> : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>
          {t('offerModal.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending}>
          {t('offerModal.submit')}
        </Button>
      </div>
    </form>
  );
}
