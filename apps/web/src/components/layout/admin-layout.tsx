import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useAreaLanguage } from '../../i18n/use-area-language';
import { LoadingState } from '../ui/spinner';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';

/** The back office frame: side menu (a drawer on phones), header, and the admin page. */
export default function AdminLayout() {
  const { t } = useTranslation('common');
  const language = useAreaLanguage('admin');
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-screen bg-canvas lg:flex">
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 lg:block">
        <AdminSidebar />
      </aside>
      <Dialog open={menuOpen} onClose={setMenuOpen} className="relative z-50 lg:hidden">
        <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
        <DialogPanel className="fixed inset-y-0 start-0 w-64 shadow-xl">
          <DialogTitle className="sr-only">{t('admin.menu')}</DialogTitle>
          <AdminSidebar onNavigate={() => setMenuOpen(false)} />
        </DialogPanel>
      </Dialog>
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader language={language} onOpenMenu={() => setMenuOpen(true)} />
        <main id="main" className="flex-1 p-4 sm:p-6">
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
