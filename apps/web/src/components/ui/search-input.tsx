import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClasses } from './form-field';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** The accessible name (also the visible label unless `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled search box with a magnifier at its start (mirrors under dir="rtl"). */
export function SearchInput({
  label,
  hideLabel = false,
  value,
  onValueChange,
  className,
  id,
  ...rest
}: SearchInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={cn('text-sm font-medium text-slate-700', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          {...rest}
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(controlClasses, 'h-10 ps-9')}
        />
      </div>
    </div>
  );
}
