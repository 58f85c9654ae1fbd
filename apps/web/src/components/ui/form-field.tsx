import type { ReactNode } from 'react';
import {
  Description,
  Field,
  Input,
  Label,
  Textarea,
  type InputProps,
  type TextareaProps,
} from '@headlessui/react';
import { cn } from '@/lib/cn';

export interface FormFieldProps {
  label: ReactNode;
  /** The field's error text (already translated); shown under the control and announced. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Hide the label visually (still read by screen readers). */
  hideLabel?: boolean;
  className?: string;
  /** One control: TextInput, TextArea, Select, or any Headless UI control. */
  children: ReactNode;
}

/**
 * Label + control + hint + error, wired together by Headless UI's Field (ids, aria-describedby).
 * `<FormField label={t('email')} error={msg}><TextInput invalid={!!msg} {...register('email')} /></FormField>`
 */
export function FormField({ label, error, hint, required, hideLabel, className, children }: FormFieldProps) {
  return (
    <Field className={cn('flex flex-col gap-1.5', className)}>
      <Label className={cn('text-sm font-medium text-slate-700', hideLabel && 'sr-only')}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint && !error ? <Description className="text-xs text-muted">{hint}</Description> : null}
      {error ? (
        <Description role="alert" className="text-xs font-medium text-danger-600">
          {error}
        </Description>
      ) : null}
    </Field>
  );
}

export const controlClasses = cn(
  'block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink shadow-xs',
  'placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
  'data-invalid:border-danger-600 data-invalid:focus:ring-red-200 data-disabled:bg-slate-50 data-disabled:text-muted',
);

/** A text input (any `type`); `invalid` marks it red and sets aria-invalid. Works with register(). */
export function TextInput({ className, ...props }: InputProps<'input'>) {
  return <Input className={cn(controlClasses, 'h-10', className as string | undefined)} {...props} />;
}

export function TextArea({ className, ...props }: TextareaProps<'textarea'>) {
  return <Textarea className={cn(controlClasses, 'min-h-24', className as string | undefined)} {...props} />;
}
