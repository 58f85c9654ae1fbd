import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShopSettings } from '@parashop/shared/api-types';
import { SHOP_SETTINGS_LIMITS } from '@parashop/shared/schemas/settings';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { useSaveForm } from '@/features/admin-kit/hooks/use-save-form';
import { useUpdateShopSettings } from '../api/update-shop-settings';
import {
  SETTINGS_FORM_FIELDS,
  settingsResolver,
  toFormValues,
  toPayload,
  type SettingsFormValues,
} from '../lib/settings-form';
import { SettingsSection } from './settings-section';

interface FieldSpec {
  name: Path<SettingsFormValues>;
  /** Written left to right whatever the page's direction (numbers, addresses of the web). */
  ltr?: boolean;
  type?: 'text' | 'email' | 'url' | 'tel';
  inputMode?: 'decimal' | 'numeric' | 'tel';
  maxLength?: number;
  wide?: boolean;
  required?: boolean;
}

const CONTACT: FieldSpec[] = [
  { name: 'shop_name', required: true, maxLength: SHOP_SETTINGS_LIMITS.shopName, wide: true },
  { name: 'address', maxLength: SHOP_SETTINGS_LIMITS.address },
  { name: 'city', maxLength: SHOP_SETTINGS_LIMITS.city },
  { name: 'phone', ltr: true, type: 'tel', inputMode: 'tel' },
  { name: 'whatsapp', ltr: true, type: 'tel', inputMode: 'tel' },
  { name: 'email', ltr: true, type: 'email', maxLength: SHOP_SETTINGS_LIMITS.email },
  { name: 'opening_hours', maxLength: SHOP_SETTINGS_LIMITS.openingHours },
];
const PLACE: FieldSpec[] = [
  { name: 'latitude', ltr: true, inputMode: 'decimal' },
  { name: 'longitude', ltr: true, inputMode: 'decimal' },
  { name: 'facebook_url', ltr: true, type: 'url', maxLength: SHOP_SETTINGS_LIMITS.url },
  { name: 'instagram_url', ltr: true, type: 'url', maxLength: SHOP_SETTINGS_LIMITS.url },
];
const LEGAL: FieldSpec[] = [
  { name: 'ice', ltr: true, inputMode: 'numeric', maxLength: 15 },
  { name: 'if_number', ltr: true, inputMode: 'numeric', maxLength: 10 },
  { name: 'rc', ltr: true, maxLength: SHOP_SETTINGS_LIMITS.rc },
  { name: 'patente', ltr: true, inputMode: 'numeric', maxLength: 12 },
  { name: 'vat_rate', ltr: true, inputMode: 'decimal', required: true },
];

/** The settings screen's form: saved whole; the API's field errors land on their fields. */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation('admin-settings');
  const text = useValidationMessage();
  const update = useUpdateShopSettings();
  const form = useForm<SettingsFormValues>({
    resolver: settingsResolver,
    defaultValues: toFormValues(settings),
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { onSubmit, failure } = useSaveForm({
    form,
    fields: SETTINGS_FORM_FIELDS,
    save: async (values) => {
      const saved = await update.mutateAsync(toPayload(values));
      form.reset(toFormValues(saved));
    },
    successMessage: t('notices.saved'),
    onDone: () => {},
  });

  const field = (spec: FieldSpec) => (
    <FormField
      key={spec.name}
      label={t(`fields.${spec.name}`)}
      hint={t(`hints.${spec.name}`, { defaultValue: '' }) || undefined}
      error={text(errors[spec.name]?.message)}
      required={spec.required}
      className={spec.wide ? 'sm:col-span-2' : undefined}
    >
      <TextInput
        type={spec.type ?? 'text'}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        dir={spec.ltr ? 'ltr' : 'auto'}
        invalid={Boolean(errors[spec.name])}
        {...form.register(spec.name)}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <SettingsSection
        id="settings-contact"
        title={t('sections.contact')}
        description={t('sections.contactHint')}
      >
        {CONTACT.map(field)}
      </SettingsSection>
      <SettingsSection id="settings-place" title={t('sections.place')} description={t('sections.placeHint')}>
        {PLACE.map(field)}
      </SettingsSection>
      <SettingsSection id="settings-legal" title={t('sections.legal')} description={t('sections.legalHint')}>
        {LEGAL.map(field)}
      </SettingsSection>
      {failure ? <FormBanner>{failure}</FormBanner> : null}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
        <Button
          variant="outline"
          onClick={() => form.reset(toFormValues(settings))}
          disabled={isSubmitting || !isDirty}
        >
          {t('actions.reset')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
