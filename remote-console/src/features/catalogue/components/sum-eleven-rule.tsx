/** The sum-11 rule in force (the server's SUM_ELEVEN setting), stated in words: configuration, read here, not edited. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Alert } from 'antd';
import type { SumElevenRule } from '../api/catalogue-api';

export function SumElevenRuleNote({ rule }: { rule: SumElevenRule | undefined }) {
  const { t } = useTranslation();
  if (!rule) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="sum-eleven-rule"
      title={t('console:catalogue.sumElevenTitle')}
      description={rule === 'push' ? t('console:catalogue.sumElevenPush') : t('console:catalogue.sumElevenSmall')}
      style={{ marginBottom: 16 }}
    />
  );
}
