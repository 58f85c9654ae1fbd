import type { ReactNode } from 'react';

/**
 * The password pages' messages are Arabic whatever the page language (SPEC section 2): they keep
 * their own direction and language so they read correctly inside an English or French page.
 */
export function ArabicText({ children }: { children: ReactNode }) {
  return (
    <span lang="ar" dir="rtl" className="block">
      {children}
    </span>
  );
}
