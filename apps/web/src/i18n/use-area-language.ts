import { useEffect } from 'react';
import { useAppSelector } from '@/store/hooks';
import { changeDisplayLanguage } from './index';
import { displayLanguage, type AppArea } from './language';

/**
 * Keeps i18next and `<html lang dir>` on the language this area shows for the stored setting.
 * Each layout calls it, so moving between the storefront (en/fr) and the back office (en/fr/ar)
 * switches as the decision note describes.
 */
export function useAreaLanguage(area: AppArea) {
  const language = useAppSelector((state) => state.ui.language);
  const languageChosen = useAppSelector((state) => state.ui.languageChosen);
  const shown = displayLanguage({ language, languageChosen }, area);

  useEffect(() => {
    void changeDisplayLanguage(shown);
  }, [shown]);

  return shown;
}
