import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION_NAMESPACE } from './backend';

/**
 * Turns a form error into text. The shared zod schemas carry message keys ('validation.…'), shown
 * in the current language; any other text (a server's message) is shown as it is.
 * `const text = useValidationMessage(); <FormField error={text(errors.name?.message)} />`
 */
export function useValidationMessage(): (message: string | null | undefined) => string | undefined {
  const { t } = useTranslation(VALIDATION_NAMESPACE);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return message.startsWith('validation.') ? t(message, { defaultValue: message }) : message;
    },
    [t],
  );
}
