import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ADMIN_NAV_ITEMS } from './admin-nav-links';
import { Logo } from './logo';

/** The side menu; `onNavigate` lets the phone drawer close after a choice. */
export function AdminSidebar({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('flex h-full flex-col gap-6 bg-brand-950 px-3 py-5 text-brand-50', className)}>
      <div className="px-2">
        <Logo to="/admin/dashboard" className="text-white [&_span]:text-white" />
        <p className="mt-1 text-xs uppercase tracking-wider text-brand-300">{t('admin.backOffice')}</p>
      </div>
      <nav aria-label={t('admin.menu')}>
        <ul className="flex flex-col gap-1">
          {ADMIN_NAV_ITEMS.map(({ to, labelKey, icon: Icon }) => (
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
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
