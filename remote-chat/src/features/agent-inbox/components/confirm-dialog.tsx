/** A yes-or-no question before an action the agent cannot take back (close a conversation, delete a reply). */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Dialog from 'antd-mobile/es/components/dialog';

interface ConfirmDialogProps {
  visible: boolean;
  title: string;
  content?: string;
  confirmText: string;
  /** Runs the action; the dialog stays open (and disabled) until it settles. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId: string;
}

export function ConfirmDialog({ visible, title, content, confirmText, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [working, setWorking] = useState(false);
  async function confirm() {
    setWorking(true);
    try {
      await onConfirm();
    } finally {
      setWorking(false);
      onClose();
    }
  }
  return (
    <Dialog
      visible={visible}
      title={title}
      content={content}
      onClose={onClose}
      closeOnMaskClick={!working}
      // antd-mobile's Dialog passes no data attributes through: the question names it.
      aria-label={title}
      actions={[
        [
          { key: 'cancel', text: t('inbox:cancel'), disabled: working, onClick: onClose, style: { color: '#666' } },
          { key: 'confirm', text: <span data-testid={testId}>{confirmText}</span>, bold: true, danger: true, disabled: working, onClick: () => void confirm() },
        ],
      ]}
    />
  );
}
