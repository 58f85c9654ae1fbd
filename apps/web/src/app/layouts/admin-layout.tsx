import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useAreaLanguage } from '@/i18n/use-area-language';
import { LoadingState } from '@/components/ui/spinner';
import { AdminHeader } from '@/components/layout/admin/admin-header';
import { AdminSidebar } from '@/components/layout/admin-sidebar';
import { useConfirmationQueueCount } from '@/features/admin-confirmations/api/get-confirmation-queue';

/**
 * The back office frame: side menu (a drawer on phones and tablets), header, and the admin page.
 * Layout uses logical sides only, so under Arabic (dir="rtl") the menu sits on the right.
 */
export default function AdminLayout() {
  const { t } = useTranslation('common');
  const language = useAreaLanguage('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  // The orders waiting for a call, beside "To confirm" (polled like the notification bell).
  const toConfirm = useConfirmationQueueCount();
  const counts = { '/admin/confirmations': toConfirm };

  return (
    <div className="min-h-screen bg-canvas lg:flex">
      {/* The aside runs the page's full height (its colour too); the menu inside stays in view. */}
      <aside className="hidden w-64 shrink-0 bg-brand-950 lg:block">
        <div className="sticky top-0 h-screen overflow-y-auto">
          <AdminSidebar counts={counts} />
        </div>
      </aside>
      <Dialog open={menuOpen} onClose={setMenuOpen} className="relative z-50 lg:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0"
        />
        <DialogPanel
          transition
          className="fixed inset-y-0 start-0 w-64 max-w-[85vw] shadow-xl transition duration-200 data-closed:-translate-x-full rtl:data-closed:translate-x-full"
        >
          <DialogTitle className="sr-only">{t('admin.menu')}</DialogTitle>
          <button
            type="button"
            onClick={() => setMenuOpen(false)}
            aria-label={t('admin.closeMenu')}
            className="absolute end-2 top-4 z-10 rounded-lg p-2 text-brand-100 hover:bg-brand-900 hover:text-white"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
          <AdminSidebar counts={counts} onNavigate={() => setMenuOpen(false)} />
        </DialogPanel>
      </Dialog>
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader language={language} onOpenMenu={() => setMenuOpen(true)} />
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
