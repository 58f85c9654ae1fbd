import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  neutral: 'text-slate-600 hover:bg-brand-50 hover:text-ink',
  brand: 'text-brand-700 hover:bg-brand-50',
  warning: 'text-warning-600 hover:bg-warning-50',
  danger: 'text-danger-600 hover:bg-danger-50',
} as const;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (also the tooltip), e.g. 'Edit Avène'. */
  label: string;
  /** A shorter tooltip when the label names the row, e.g. 'Edit'. */
  tooltip?: string;
  icon: ReactNode;
  tone?: keyof typeof TONES;
}

/**
 * The compact square action of a table row (32 px, so a row's three actions fit on a laptop).
 * The shared Button's icon size is 40 px and its classes are not merged, hence this one.
 */
export function IconButton({
  label,
  tooltip,
  icon,
  tone = 'neutral',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={tooltip ?? label}
      className={cn(
        'inline-flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-lg transition-colors',
        'disabled:pointer-events-none disabled:opacity-50 [&_svg]:h-4 [&_svg]:w-4',
        TONES[tone],
        className,
      )}
      {...rest}
    >
      {icon}
    </button>
  );
}
