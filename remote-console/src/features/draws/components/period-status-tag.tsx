/** A period's state as a coloured tag. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Tag } from 'antd';
import type { PeriodStatus } from '../api/draws-api';
import { PERIOD_STATUS_COLOURS, PERIOD_STATUS_LABEL_KEYS } from '../period-status';

export function PeriodStatusTag({ status }: { status: PeriodStatus }) {
  const { t } = useTranslation();
  return <Tag color={PERIOD_STATUS_COLOURS[status]}>{t(PERIOD_STATUS_LABEL_KEYS[status])}</Tag>;
}
