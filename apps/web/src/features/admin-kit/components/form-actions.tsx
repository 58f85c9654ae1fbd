import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A back-office form's last row: cancel (held while saving) and the submit button. */
export function FormActions({
  onCancel,
  isSubmitting,
  cancelLabel,
  submitLabel,
  className,
}: {
  onCancel: () => void;
  isSubmitting: boolean;
  cancelLabel: string;
  submitLabel: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap justify-end gap-2 border-t border-line pt-4', className)}>
      <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
