import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** The header of a form shown in place of its list, with the button back to the list. */
export function FormPageHeader({
  title,
  description,
  backLabel,
  onBack,
}: {
  title: string;
  description: string;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <Button
          variant="outline"
          onClick={onBack}
          icon={<ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />}
        >
          {backLabel}
        </Button>
      }
    />
  );
}
