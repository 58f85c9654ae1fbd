import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { FormAlert } from './form-alert';

/** The last rows of an account form: why the save failed, when no field tells it, then save and cancel. */
export function FormEnd({
  error,
  labels,
  onCancel,
  isSubmitting,
}: {
  /** The save's error; null when none, or when the fields show it. */
  error: Error | null;
  labels: { submit: string; cancel: string };
  onCancel: () => void;
  isSubmitting: boolean;
}) {
  const { t } = useTranslation('validation');
  return (
    <>
      {error ? <FormAlert tone="error">{errorMessage(error, t('errors.generic'))}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSubmitting}>
          {labels.submit}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {labels.cancel}
        </Button>
      </div>
    </>
  );
}
