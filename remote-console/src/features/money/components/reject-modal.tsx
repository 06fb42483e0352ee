/** Rejecting a withdrawal asks why (required, shown to the player): the money goes back to their balance. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { REASON_MAX_LENGTH, rejectWithdrawal } from '../api/money-api';
import { ReasonModal } from '../../../lib/reason-modal';

/** `orderNo`: the withdrawal being rejected, null while the modal is closed. */
export function RejectModal({ orderNo, onClose, onDone }: { orderNo: string | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      open={orderNo !== null}
      testId="reject"
      danger
      title={t('console:money.reject.title', { orderNo })}
      okText={t('console:money.reject.confirm')}
      cancelText={t('console:money.cancel')}
      reasonLabel={t('console:money.reject.reason')}
      reasonRequired={t('console:money.reasonRequired')}
      reasonMaxLength={REASON_MAX_LENGTH}
      send={({ reason }) => (orderNo ? rejectWithdrawal(orderNo, reason) : false)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
