/** Cancelling a period not yet drawn: says what will be refunded, asks the operator's reason (required), then cancels. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Alert, Form, Input, Modal } from 'antd';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { useActionFailure } from '../../../lib/use-action-failure';
import { cancelPeriod, type Period } from '../api/draws-api';

/** The server keeps up to 200 characters of the reason (in the audit log). */
const REASON_MAX = 200;

export interface CancelPeriodModalProps {
  /** The period to cancel; null while closed. */
  period: Period | null;
  onClose: () => void;
  /** Cancelled: the status the server answered (refunded, or cancelled while the refund finishes). */
  onCancelled: (issue: string, status: string) => void;
}

export function CancelPeriodModal({ period, onClose, onCancelled }: CancelPeriodModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const { failed, holder } = useActionFailure(form);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (period) form.resetFields();
  }, [period, form]);

  async function confirm() {
    if (!period) return;
    let reason: string;
    try {
      reason = (await form.validateFields()).reason.trim();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const answer = await cancelPeriod(period.issue, reason);
      onCancelled(answer.issue, answer.status);
      onClose();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {holder}
      <Modal
        open={period !== null}
        title={period ? t('console:draws.cancelTitle', { issue: period.issue }) : ''}
        okText={t('console:draws.cancelConfirm')}
        cancelText={t('console:draws.cancelKeep')}
        okButtonProps={{ danger: true, loading: busy, 'data-testid': 'period-cancel-confirm' }}
        onOk={() => void confirm()}
        onCancel={onClose}
        destroyOnHidden
      >
        {period && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('console:draws.cancelWarning', { count: period.bets, stakes: formatMoney(period.stakes) })}
          />
        )}
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('console:draws.cancelReason')}
            rules={[{ required: true, whitespace: true, message: t('console:draws.cancelReasonRequired') }]}
          >
            <Input.TextArea data-testid="period-cancel-reason" rows={3} maxLength={REASON_MAX} showCount placeholder={t('console:draws.cancelReasonPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
