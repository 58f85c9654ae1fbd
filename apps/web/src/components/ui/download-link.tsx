import { Download } from 'lucide-react';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';

/**
 * A link styled as a button that downloads `href` (e.g. a CSV export): the server answers with an
 * attachment, so the page stays where it is.
 */
export function DownloadLink({
  href,
  label,
  title,
  className,
}: {
  href: string;
  label: string;
  title?: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      download
      title={title}
      className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), className)}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {label}
    </a>
  );
}
