import { useTranslation } from 'react-i18next';
import type { Company } from '@parashop/shared/api-types';
import { Modal } from '@/components/ui/modal';
import { CompanyForm } from './company-form';

/** What the modal is open for: a new brand, or one to edit. */
export type CompanyFormTarget = { mode: 'create'; opening: number } | { mode: 'edit'; company: Company };

export function CompanyFormModal({
  target,
  onClose,
}: {
  target: CompanyFormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-companies');
  const editing = target?.mode === 'edit' ? target.company : null;
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      description={editing?.name}
      size="lg"
    >
      {/* A new key per opening: the form starts empty every time it is opened for creation. */}
      {target ? (
        <CompanyForm
          key={target.mode === 'edit' ? `edit-${target.company.id}` : `create-${target.opening}`}
          company={editing}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}
