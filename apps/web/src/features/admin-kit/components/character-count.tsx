import { cn } from '@/lib/cn';

/** '0/500' under a description; red once the text is longer than allowed. */
export function CharacterCount({
  count,
  max,
  className,
}: {
  count: number;
  max: number;
  className?: string;
}) {
  return (
    <span
      dir="ltr"
      className={cn(
        'text-xs tabular-nums',
        count > max ? 'font-semibold text-danger-600' : 'text-muted',
        className,
      )}
    >
      {count}/{max}
    </span>
  );
}
