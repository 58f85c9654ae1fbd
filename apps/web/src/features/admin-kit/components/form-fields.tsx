import type { ComponentProps, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { DESCRIPTION_MAX } from '@parashop/shared/constants';
import { FormField, TextArea, TextInput } from '@/components/ui/form-field';
import { MoneyInput, UnderstoodAmount } from '@/components/ui/money-input';
import { useValidationMessage } from '@/i18n/validation';
import { cn } from '@/lib/cn';
import { CharacterCount } from './character-count';

type FieldOf<TFields extends FieldValues, TOutput> = {
  form: UseFormReturn<TFields, unknown, TOutput>;
  name: Path<TFields>;
  label: string;
  required?: boolean;
  className?: string;
};
/** The control's own attributes, but those the field sets. */
type ControlProps<TControl extends typeof TextInput | typeof TextArea> = Omit<
  ComponentProps<TControl>,
  'name' | 'invalid' | 'form' | 'className'
>;

/** The error of a field (read through the form's state, so that the field shows its changes). */
function fieldError<TFields extends FieldValues, TOutput>({ form, name }: FieldOf<TFields, TOutput>) {
  return form.getFieldState(name, form.formState).error;
}

/** A text field of a back-office form, with its label and its translated error. */
export function FormTextField<TFields extends FieldValues, TOutput>({
  form,
  name,
  label,
  required,
  hint,
  className,
  ...input
}: FieldOf<TFields, TOutput> & { hint?: ReactNode } & ControlProps<typeof TextInput>) {
  const text = useValidationMessage();
  const error = fieldError({ form, name, label });
  return (
    <FormField
      label={label}
      error={text(error?.message)}
      hint={hint}
      required={required}
      className={className}
    >
      <TextInput {...input} invalid={Boolean(error)} {...form.register(name)} />
    </FormField>
  );
}

/** A catalogue item's description (in one language), with the count of its characters against the maximum. */
export function DescriptionField<TFields extends FieldValues, TOutput>({
  form,
  name,
  label,
  required,
  className,
  ...textArea
}: FieldOf<TFields, TOutput> & ControlProps<typeof TextArea>) {
  const text = useValidationMessage();
  const error = fieldError({ form, name, label });
  const description = (useWatch({ control: form.control, name }) as string | null | undefined) ?? '';
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <FormField label={label} error={text(error?.message)} required={required}>
        <TextArea {...textArea} invalid={Boolean(error)} {...form.register(name)} />
      </FormField>
      <CharacterCount count={description.length} max={DESCRIPTION_MAX} className="self-end" />
    </div>
  );
}

type MainTextProps<TFields extends FieldValues, TOutput> = {
  form: UseFormReturn<TFields, unknown, TOutput>;
  /** The list's own texts: `form.name`, `form.namePlaceholder`, `form.description`, ... */
  t: TFunction;
  className?: string;
};

/** The required name or description of a catalogue item in the main language, in the list's words. */
function mainText<TFields extends FieldValues, TOutput>(
  { form, t, className }: MainTextProps<TFields, TOutput>,
  field: 'name' | 'description',
) {
  return {
    form,
    name: field as Path<TFields>,
    label: t(`form.${field}`),
    placeholder: t(`form.${field}Placeholder`),
    required: true,
    dir: 'auto' as const,
    className,
  };
}

/** A catalogue item's name in the main language (required). */
export function NameField<TFields extends FieldValues & { name: string }, TOutput>({
  autoFocus,
  ...props
}: MainTextProps<TFields, TOutput> & { autoFocus?: boolean }) {
  return <FormTextField {...mainText(props, 'name')} autoFocus={autoFocus} />;
}

/** A catalogue item's description in the main language (required). */
export function MainDescriptionField<TFields extends FieldValues & { description: string }, TOutput>({
  rows,
  ...props
}: MainTextProps<TFields, TOutput> & { rows: number }) {
  return <DescriptionField {...mainText(props, 'description')} rows={rows} />;
}

/** A catalogue item's price (required), with the amount as it was understood under it (decision 082). */
export function PriceField<TFields extends FieldValues & { price: string | number }, TOutput>({
  form,
  t,
  className,
}: MainTextProps<TFields, TOutput>) {
  const text = useValidationMessage();
  const name = 'price' as Path<TFields>;
  const label = t('form.price');
  const error = fieldError({ form, name, label });
  const price = useWatch({ control: form.control, name }) as string | number | undefined;
  return (
    <FormField
      label={label}
      error={text(error?.message)}
      hint={<UnderstoodAmount text={price} />}
      required
      className={className}
    >
      <MoneyInput invalid={Boolean(error)} {...form.register(name)} />
    </FormField>
  );
}
