import { useEffect } from 'react';

const APP_NAME = 'Parashop';

/** Sets the tab title to "<title> · Parashop" while the screen is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
