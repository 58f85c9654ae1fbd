import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/**
 * A back-office list's header: its title, what it is for, and the button that adds a record (a plus
 * unless the list says otherwise, e.g. the blocked numbers' "no entry" sign).
 */
export function ListHeader({
  title,
  description,
  addLabel,
  onAdd,
  icon = <Plus aria-hidden="true" className="h-4 w-4" />,
}: {
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  icon?: ReactNode;
}) {
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <Button className="h-11" onClick={onAdd} icon={icon}>
          {addLabel}
        </Button>
      }
    />
  );
}
