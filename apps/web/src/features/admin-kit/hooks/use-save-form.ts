import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';

type SaveFormOptions<TFields extends FieldValues, TOutput> = {
  form: UseFormReturn<TFields, unknown, TOutput>;
  /** The form's fields: a 422 puts each field's first message on the matching one. */
  fields: readonly Path<TFields>[];
  /** Creates or updates (the caller knows which); throws the API's error when refused. */
  save: (values: TOutput) => Promise<unknown>;
  /** The toast of a successful save ("Category created", "Brand updated", ...). */
  successMessage: string;
  onDone: () => void;
};

/**
 * The create-or-update submit of the back office's catalogue forms: save, a success toast and close;
 * or the server's field errors on their fields and its message in the form's banner (SPEC section 8
 * "Forms": the response's message, else a generic text).
 */
export function useSaveForm<TFields extends FieldValues, TOutput>({
  form,
  fields,
  save,
  successMessage,
  onDone,
}: SaveFormOptions<TFields, TOutput>) {
  const { t } = useTranslation('common');
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
      toast.success(successMessage);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      setFailure(errorMessage(error, t('errors.generic')));
    }
  });

  return { onSubmit, failure };
}
