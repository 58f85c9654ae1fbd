import type { ReactNode } from 'react';
import { useAreaLanguage } from '@/i18n/use-area-language';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { LogoutButton } from '@/components/layout/admin/logout-button';
import { Logo } from '@/components/layout/logo';

/** The rider's frame on a phone: the shop's logo, the language, sign out; the day below. */
export default function RiderLayout({ children }: { children: ReactNode }) {
  const language = useAreaLanguage('rider');
  return (
    <div className="min-h-screen bg-canvas">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-surface/95 px-3 backdrop-blur">
        <Logo to="/rider" className="h-8" />
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitch area="rider" current={language} />
          <LogoutButton />
        </div>
      </header>
      <main id="main" className="px-3 py-4 pb-16">
        {children}
      </main>
    </div>
  );
}
