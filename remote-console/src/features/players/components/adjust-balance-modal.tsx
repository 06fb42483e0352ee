/**
 * Adjusting a balance: credit or debit, an amount in the operator's language and a required reason; the server gets
 * signed cents. A refusal naming a field (a debit beyond the balance, say) shows under it, any other as a message.
 */
import { Form, Input, Radio } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { adjustBalance, REASON_MAX_LENGTH } from '../api/players-api';
import { signedAmount, type AdjustDirection } from '../signed-amount';
import { ReasonModal } from '../../../lib/reason-modal';

interface AdjustFields {
  direction: AdjustDirection;
  amount: string;
  reason: string;
}

export function AdjustBalanceModal({ playerId, open, onClose, onDone }: { playerId: number; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdjustFields>();

  function send(fields: AdjustFields) {
    const amount = signedAmount(fields.direction, fields.amount, currentLanguage());
    return amount.ok && adjustBalance({ id: playerId, amount: amount.cents, reason: fields.reason });
  }

  return (
    <ReasonModal
      open={open}
      testId="adjust"
      form={form}
      initialValues={{ direction: 'credit', amount: '' }}
      title={t('console:players.adjust.title')}
      okText={t('console:players.adjust.confirm')}
      cancelText={t('console:players.cancel')}
      reasonLabel={t('console:players.adjust.reason')}
      reasonRequired={t('console:players.reasonRequired')}
      reasonMaxLength={REASON_MAX_LENGTH}
      send={send}
      onClose={onClose}
      onDone={onDone}
    >
      <Form.Item name="direction" label={t('console:players.adjust.direction')}>
        <Radio.Group optionType="button" buttonStyle="solid">
          <Radio value="credit" data-testid="adjust-direction-credit">
            {t('console:players.adjust.credit')}
          </Radio>
          <Radio value="debit" data-testid="adjust-direction-debit">
            {t('console:players.adjust.debit')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('console:players.adjust.amount')}
        dependencies={['direction']}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const amount = signedAmount(form.getFieldValue('direction') as AdjustDirection, value ?? '', currentLanguage());
              return amount.ok ? Promise.resolve() : Promise.reject(new Error(t(`console:players.adjust.amountError.${amount.error}`)));
            },
          },
        ]}
      >
        <Input data-testid="adjust-amount" inputMode="decimal" autoComplete="off" />
      </Form.Item>
    </ReasonModal>
  );
}
