import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ADMIN_NAV_ITEMS } from './admin-nav-links';
import { Logo } from './logo';

/** Above this a menu count reads "99+"; the link's accessible name keeps the exact number. */
const COUNT_MAX = 99;

export interface AdminSidebarProps {
  /** Lets the phone drawer close after a choice. */
  onNavigate?: () => void;
  /** A number to show beside an entry, by its path (e.g. the orders waiting for a call). */
  counts?: Readonly<Partial<Record<string, number>>>;
  className?: string;
}

/** The side menu. */
export function AdminSidebar({ onNavigate, counts, className }: AdminSidebarProps) {
  const { t } = useTranslation(['common', 'admin']);
  return (
    <div className={cn('flex h-full flex-col gap-6 bg-brand-950 px-3 py-5 text-brand-50', className)}>
      <div className="px-2">
        <Logo to="/admin/dashboard" className="text-white [&_span]:text-white" />
        <p className="mt-1 text-xs uppercase tracking-wider text-brand-300">{t('admin.backOffice')}</p>
      </div>
      <nav aria-label={t('admin.menu')}>
        <ul className="flex flex-col gap-1">
          {ADMIN_NAV_ITEMS.map(({ to, labelKey, icon: Icon }) => {
            const count = counts?.[to] ?? 0;
            return (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-brand-700 text-white'
                        : 'text-brand-100 hover:bg-brand-900 hover:text-white',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <span className="min-w-0 flex-1">{t(labelKey)}</span>
                  {count > 0 ? (
                    <>
                      <span className="sr-only">({t('admin:nav.waiting', { count })})</span>
                      <span
                        aria-hidden="true"
                        data-testid={`nav-count-${to.split('/').pop() ?? ''}`}
                        className="flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1.5 text-[11px] font-bold leading-none text-white"
                      >
                        {count > COUNT_MAX ? `${COUNT_MAX}+` : count}
                      </span>
                    </>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
