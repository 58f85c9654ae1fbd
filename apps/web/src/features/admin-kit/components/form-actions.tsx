import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A catalogue form's last row: cancel (held while saving) and the submit button, "Create" or "Save",
 * in the list's words (`form.cancel`, `form.create`, `form.save`).
 */
export function FormActions({
  t,
  creating,
  onCancel,
  isSubmitting,
  className,
}: {
  t: TFunction;
  creating: boolean;
  onCancel: () => void;
  isSubmitting: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap justify-end gap-2 border-t border-line pt-4', className)}>
      <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        {t(creating ? 'form.create' : 'form.save')}
      </Button>
    </div>
  );
}
