import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { orderEditSchema, zodErrorToKeyMap, type OrderEditInput } from '@parashop/shared';
import { DELIVERY_AREAS } from '@parashop/shared/constants';
import type { Order, OrderEditResult, OrderItemTarget } from '@parashop/shared/api-types';
import { fromCentimes } from '@parashop/shared/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useLocalised } from '@/i18n/use-localised';
import { useValidationMessage } from '@/i18n/validation';
import { isApiError } from '@/lib/api-client';
import { useItemSearch, usePreviewOrderEdit, useSaveOrderEdit } from '../api/edit-order';
import { EditChanges, TotalsSideBySide } from './edit-changes';

type DraftLine = {
  target_name: 'product' | 'pack';
  target_id: number;
  quantity: number;
  target: OrderItemTarget;
};

type Fields = { name: string; phone_number: string; address: string; city: string; delivery_area_id: string };

function draftOf(order: Order): { fields: Fields; lines: DraftLine[] } {
  return {
    fields: {
      name: order.name,
      phone_number: order.phone_number,
      address: order.address,
      city: order.city,
      delivery_area_id: order.delivery_area_id === null ? '' : String(order.delivery_area_id),
    },
    lines: order.order_items.map((item) => ({
      target_name: item.target_name,
      target_id: item.target_id,
      quantity: item.quantity,
      target: item.target,
    })),
  };
}

export interface OrderEditDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/**
 * Staff change a pending order during the call (decision 260): its lines (quantity, remove, add a
 * product or pack) and its customer fields. "Review" asks the server for the re-priced order without
 * keeping it (the old and new totals side by side); "Save" sends the same with the version read.
 */
export function OrderEditDialog({ order, open, onClose }: OrderEditDialogProps) {
  const { t } = useTranslation('admin-order-edits');
  // A fresh draft each time it opens, from the order as it is then.
  return (
    <Modal open={open} onClose={onClose} title={t('title', { number: order.order_number })} size="xl">
      {open ? <EditForm key={`${order.id}:${order.version ?? 0}`} order={order} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('admin-order-edits');
  const validation = useValidationMessage();
  const localised = useLocalised();
  const initial = draftOf(order);
  const [fields, setFields] = useState<Fields>(initial.fields);
  const [lines, setLines] = useState<DraftLine[]>(initial.lines);
  const [search, setSearch] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [review, setReview] = useState<OrderEditResult | null>(null);
  const preview = usePreviewOrderEdit(order.id);
  const save = useSaveOrderEdit(order.id);
  const suggestions = useItemSearch(search);

  const body = (): OrderEditInput => ({
    version: order.version ?? 0,
    ...fields,
    delivery_area_id: fields.delivery_area_id === '' ? null : Number(fields.delivery_area_id),
    items: lines.map(({ target_name, target_id, quantity }) => ({ target_name, target_id, quantity })),
  });

  const changed = () => {
    setReview(null);
    setFailure(null);
    setFieldErrors({});
  };
  const setField = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    changed();
  };
  const setQuantity = (index: number, quantity: number) => {
    setLines((current) => current.map((line, i) => (i === index ? { ...line, quantity } : line)));
    changed();
  };
  const removeLine = (index: number) => {
    setLines((current) => current.filter((_, i) => i !== index));
    changed();
  };
  const addItem = (item: { kind: 'product' | 'pack'; id: number } & OrderItemTarget) => {
    setLines((current) => {
      const at = current.findIndex((line) => line.target_name === item.kind && line.target_id === item.id);
      if (at >= 0)
        return current.map((line, i) => (i === at ? { ...line, quantity: line.quantity + 1 } : line));
      return [...current, { target_name: item.kind, target_id: item.id, quantity: 1, target: item }];
    });
    setSearch('');
    changed();
  };

  const showFailure = (error: unknown) => {
    if (isApiError(error)) {
      const fields = error.firstFieldErrors();
      setFieldErrors(fields);
      const reason = (error.body as { reason?: string } | null)?.reason;
      // A field's error shows under its field; anything else (a conflict, a shortage) above the buttons.
      setFailure(
        reason === 'version_conflict'
          ? t('errors.versionConflict')
          : Object.keys(fields).length > 0
            ? null
            : error.message,
      );
    } else {
      setFailure(t('errors.generic'));
    }
  };

  const checked = (): OrderEditInput | null => {
    const input = body();
    const parsed = orderEditSchema.safeParse(input);
    if (!parsed.success) {
      setFieldErrors(zodErrorToKeyMap(parsed.error));
      return null;
    }
    setFieldErrors({});
    return input;
  };

  const onReview = () => {
    const input = checked();
    if (!input) return;
    setFailure(null);
    preview.mutate(input, { onSuccess: setReview, onError: showFailure });
  };
  const onSave = () => {
    const input = checked();
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t('saved', { number: order.order_number }));
        onClose();
      },
      onError: showFailure,
    });
  };

  const error = (field: string) => validation(fieldErrors[field]);
  const itemsError =
    error('items') ?? Object.entries(fieldErrors).find(([key]) => key.startsWith('items.'))?.[1];
  const found = suggestions.data?.items ?? [];
  const searching = search.trim().length >= 2;

  return (
    <div className="flex flex-col gap-5" data-testid="order-edit-form">
      <section aria-labelledby="order-edit-lines">
        <h3 id="order-edit-lines" className="text-sm font-semibold">
          {t('lines.title')}
        </h3>
        {lines.length === 0 ? (
          <p role="status" className="mt-2 rounded-lg bg-canvas p-3 text-sm text-muted">
            {t('lines.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {lines.map((line, index) => {
              const name = localised.name(line.target);
              return (
                <li
                  key={`${line.target_name}:${line.target_id}`}
                  className="flex flex-wrap items-center gap-3 py-2"
                  data-testid="edit-line"
                >
                  <ItemName pack={line.target_name === 'pack'} name={name} className="flex-1" />
                  <span className="flex items-center gap-1">
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={t('lines.less', { name })}
                      disabled={line.quantity <= 1}
                      onClick={() => setQuantity(index, line.quantity - 1)}
                    >
                      <Minus aria-hidden="true" className="h-4 w-4" />
                    </Button>
                    <span className="w-20">
                      <TextInput
                        type="number"
                        inputMode="numeric"
                        min={1}
                        aria-label={t('lines.quantity', { name })}
                        className="text-center"
                        value={line.quantity}
                        onChange={(event) =>
                          setQuantity(index, Math.max(1, Math.floor(Number(event.target.value) || 1)))
                        }
                      />
                    </span>
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={t('lines.more', { name })}
                      onClick={() => setQuantity(index, line.quantity + 1)}
                    >
                      <Plus aria-hidden="true" className="h-4 w-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('lines.remove', { name })}
                      onClick={() => removeLine(index)}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4 text-danger-600" />
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {itemsError ? (
          <p role="alert" className="mt-1 text-xs font-medium text-danger-600">
            {itemsError}
          </p>
        ) : null}
        <div className="mt-3">
          <SearchInput
            label={t('add.label')}
            placeholder={t('add.placeholder')}
            value={search}
            onValueChange={setSearch}
          />
          {searching ? (
            <div className="mt-2 rounded-lg border border-line" aria-live="polite">
              {suggestions.isPending && suggestions.fetchStatus === 'fetching' ? (
                <p className="flex items-center gap-2 p-3 text-sm text-muted">
                  <Spinner size="sm" /> {t('add.loading')}
                </p>
              ) : suggestions.isError ? (
                <p role="alert" className="p-3 text-sm text-danger-600">
                  {t('add.error')}
                </p>
              ) : found.length === 0 ? (
                <p className="p-3 text-sm text-muted">{t('add.none')}</p>
              ) : (
                <ul className="max-h-56 divide-y divide-line overflow-y-auto">
                  {found.map((item) => {
                    const name = localised.name(item);
                    return (
                      <li
                        key={`${item.kind}:${item.id}`}
                        className="flex items-center justify-between gap-3 p-2"
                      >
                        <ItemName pack={item.kind === 'pack'} name={name} className="text-sm" />
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('add.button', { name })}
                          onClick={() =>
                            addItem({
                              kind: item.kind,
                              id: item.id,
                              name: item.name,
                              name_fr: item.name_fr ?? null,
                              name_ar: item.name_ar ?? null,
                              image: item.image,
                            })
                          }
                        >
                          <Plus aria-hidden="true" className="h-4 w-4" />
                          {t('add.short')}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="order-edit-customer" className="grid gap-3 sm:grid-cols-2">
        <h3 id="order-edit-customer" className="text-sm font-semibold sm:col-span-2">
          {t('customer.title')}
        </h3>
        <FormField label={t('customer.name')} error={error('name')} required>
          <TextInput
            value={fields.name}
            invalid={Boolean(fieldErrors.name)}
            onChange={(e) => setField('name', e.target.value)}
          />
        </FormField>
        <FormField label={t('customer.phone')} error={error('phone_number')} required>
          <TextInput
            dir="ltr"
            type="tel"
            value={fields.phone_number}
            invalid={Boolean(fieldErrors.phone_number)}
            onChange={(e) => setField('phone_number', e.target.value)}
          />
        </FormField>
        <FormField label={t('customer.address')} error={error('address')} required className="sm:col-span-2">
          <TextInput
            value={fields.address}
            invalid={Boolean(fieldErrors.address)}
            onChange={(e) => setField('address', e.target.value)}
          />
        </FormField>
        <FormField label={t('customer.city')} error={error('city')} required>
          <TextInput
            value={fields.city}
            invalid={Boolean(fieldErrors.city)}
            onChange={(e) => setField('city', e.target.value)}
          />
        </FormField>
        <FormField label={t('customer.area')} error={error('delivery_area_id')}>
          <Select
            value={fields.delivery_area_id}
            invalid={Boolean(fieldErrors.delivery_area_id)}
            placeholder={t('customer.noArea')}
            options={DELIVERY_AREAS.map((area) => ({
              value: String(area.id),
              label: t('customer.areaOption', { area: t(`areas.${area.name}`), fee: fromCentimes(area.fee) }),
            }))}
            onChange={(e) => setField('delivery_area_id', e.target.value)}
          />
        </FormField>
      </section>

      {review ? (
        <section
          aria-labelledby="order-edit-review"
          className="rounded-xl bg-canvas p-3"
          data-testid="edit-review"
        >
          <h3 id="order-edit-review" className="mb-2 text-sm font-semibold">
            {t('review.title')}
          </h3>
          <TotalsSideBySide totals={review.changes.totals} />
          <EditChanges changes={review.changes} />
        </section>
      ) : null}

      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-600">
          {failure}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line pt-3">
        {/* The order's total as it is now, for the eye while editing. */}
        <p className="me-auto text-xs text-muted">
          {t('currentTotal')} <Money amount={order.total_order} unit="DH" />
        </p>
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        {review ? (
          <Button variant="primary" isLoading={save.isPending} onClick={onSave}>
            {t('save')}
          </Button>
        ) : (
          <Button
            variant="primary"
            isLoading={preview.isPending}
            disabled={lines.length === 0}
            onClick={onReview}
          >
            {t('review.button')}
          </Button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {review ? t('review.ready', { total: fromCentimes(review.changes.totals.after.total) }) : ''}
      </p>
    </div>
  );
}

/** An item's name on a line of the dialog, a pack marked as such. */
function ItemName({ pack, name, className }: { pack: boolean; name: string; className?: string }) {
  const { t } = useTranslation('admin-order-edits');
  return (
    <span className={cn('min-w-0 [overflow-wrap:anywhere]', className)}>
      {pack ? (
        <Badge tone="brand" className="me-1">
          {t('lines.pack')}
        </Badge>
      ) : null}
      <bdi>{name}</bdi>
    </span>
  );
}
