import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmModalProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  onAnswer: (answer: boolean) => void;
}

/** The dialog behind useConfirm(); loaded on the first question (it brings the dialog library). */
export default function ConfirmModal({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone,
  onAnswer,
}: ConfirmModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={() => onAnswer(false)}
      title={title ?? t('confirm.title')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onAnswer(false)}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={() => onAnswer(true)} autoFocus>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{message}</p>
    </Modal>
  );
}
