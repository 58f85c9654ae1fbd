import type { UseFormRegisterReturn } from 'react-hook-form';
import { DESCRIPTION_MAX } from '@parashop/shared/constants';
import { FormField, TextArea } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { CharacterCount } from './character-count';

/** A catalogue item's description (in one language), with the count of its characters against the maximum. */
export function DescriptionField({
  label,
  error,
  invalid,
  length,
  registration,
  required,
  className,
  ...textArea
}: {
  label: string;
  error: string | undefined;
  invalid: boolean;
  /** The characters typed so far. */
  length: number;
  registration: UseFormRegisterReturn;
  required?: boolean;
  className?: string;
  rows: number;
  placeholder?: string;
  dir: 'auto' | 'ltr' | 'rtl';
  lang?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <FormField label={label} error={error} required={required}>
        <TextArea {...textArea} invalid={invalid} {...registration} />
      </FormField>
      <CharacterCount count={length} max={DESCRIPTION_MAX} className="self-end" />
    </div>
  );
}
