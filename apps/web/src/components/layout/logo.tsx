import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 font-bold text-brand-800', className)}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg tracking-tight">Parashop</span>
    </Link>
  );
}
