import { cn } from '@/lib/cn';

/** The small number on the cart and favourites icons (hidden from screen readers: the link says it). */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute min-w-5 rounded-full bg-rose-600 px-1 text-center text-[11px] font-bold leading-5 text-white ring-2 ring-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
