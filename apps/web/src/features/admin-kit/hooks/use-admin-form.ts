import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A back-office form checked by its zod schema. Errors show when a field is left, then on every change
 * once it was touched, and for every field on submit (react-hook-form's 'onTouched').
 */
export function useAdminForm<TFields extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TFields>,
  defaultValues: DefaultValues<TFields>,
) {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  return useForm<TFields, unknown, TOutput>({ resolver, defaultValues, mode: 'onTouched' });
}
