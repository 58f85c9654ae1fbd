import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface NavEntry {
  labelKey: string;
  to: string;
  /** Exact location (path + search + hash) this entry stands for, to mark it current. */
  match: (location: { pathname: string; search: string; hash: string }) => boolean;
}

const ENTRIES: NavEntry[] = [
  { labelKey: 'nav.home', to: '/', match: (l) => l.pathname === '/' && !l.hash && !l.search },
  {
    labelKey: 'nav.catalogue',
    to: '/#catalogue',
    match: (l) => l.pathname === '/' && l.hash === '#catalogue' && !l.search.includes('type=offers'),
  },
  {
    labelKey: 'nav.offers',
    to: '/?type=offers#catalogue',
    match: (l) => l.pathname === '/' && l.search.includes('type=offers'),
  },
  {
    labelKey: 'nav.brands',
    to: '/#brands',
    match: (l) => l.hash === '#brands' || l.pathname.startsWith('/brands/'),
  },
  { labelKey: 'nav.visitUs', to: '/#visit-us', match: (l) => l.hash === '#visit-us' },
];

/** The storefront's main links (sections of the home page), on wide screens. */
export function MainNav({ className }: { className?: string }) {
  const { t } = useTranslation('storefront');
  const { t: tCommon } = useTranslation('common');
  const location = useLocation();

  return (
    <nav aria-label={tCommon('nav.main')} className={className}>
      <ul className="flex items-center gap-1">
        {ENTRIES.map((entry) => {
          const current = entry.match(location);
          return (
            <li key={entry.labelKey}>
              <Link
                to={entry.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium transition-colors',
                  current ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-brand-50 hover:text-ink',
                )}
              >
                {entry.labelKey === 'nav.home' ? tCommon('nav.home') : t(entry.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
