import { Select as HeadlessSelect, type SelectProps as HeadlessSelectProps } from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClasses } from './form-field';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<HeadlessSelectProps<'select'>, 'children'> & {
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select a category'. */
  placeholder?: string;
};

/**
 * A native select (best on phones, works with react-hook-form's register) styled like the inputs;
 * inside a FormField it is labelled automatically.
 */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <div className="relative">
      <HeadlessSelect
        className={cn(controlClasses, 'h-10 appearance-none pe-9', className as string | undefined)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </HeadlessSelect>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
