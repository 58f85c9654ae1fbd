import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The message line of a form: the server's error, or a success notice. */
export function FormAlert({
  tone,
  children,
  className,
  dir,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  className?: string;
  /** The Arabic messages of the password pages are written right to left inside any page. */
  dir?: 'rtl' | 'ltr';
}) {
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      dir={dir}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-danger-50 text-danger-700'
          : 'border-leaf-100 bg-leaf-50 text-leaf-700',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
