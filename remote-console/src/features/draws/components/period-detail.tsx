/** One period in a drawer: its state and times, bets, stakes and payouts, result, and once drawn its seed with every verification check. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Alert, Descriptions, Drawer, Grid, Spin, Table, Tag, Typography, type DescriptionsProps, type TableColumnsType } from 'antd';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { getPeriodInfo, type PeriodInfo, type VerificationStep } from '../api/draws-api';
import { PeriodStatusTag } from './period-status-tag';
import { ResultBalls } from './result-balls';

/** Written out so every key is a literal the locale check can find. */
const STEP_LABEL_KEYS: Record<VerificationStep['step'], string> = {
  commitment: 'console:draws.stepCommitment',
  previousKey: 'console:draws.stepPreviousKey',
  replay: 'console:draws.stepReplay',
  algorithm: 'console:draws.stepAlgorithm',
};

function CancelReason({ code }: { code: string }) {
  const { t } = useTranslation();
  if (code === 'operator') return <>{t('console:draws.reasonOperator')}</>;
  if (code === 'noCommittedChain') return <>{t('console:draws.reasonNoChain')}</>;
  if (code === 'beaconUnavailable') return <>{t('console:draws.reasonBeaconUnavailable')}</>;
  return <>{code}</>;
}

function StepOutcome({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation();
  if (passed === null) return <Tag>{t('console:draws.stepNotApplicable')}</Tag>;
  return passed ? <Tag color="green">{t('console:draws.stepPassed')}</Tag> : <Tag color="red">{t('console:draws.stepFailed')}</Tag>;
}

function Hex({ value }: { value: string }) {
  return (
    <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  );
}

function PeriodDescriptions({ period }: { period: PeriodInfo }) {
  const { t } = useTranslation();
  const moment = (value: string | null) => (value ? formatDate(value, 'dateTimeSeconds') : '—');
  const items: DescriptionsProps['items'] = [
    { key: 'issue', label: t('console:draws.columnPeriod'), children: period.issue },
    {
      key: 'status',
      label: t('console:draws.columnStatus'),
      children: (
        <>
          <PeriodStatusTag status={period.status} />
          {period.cancelReason && <CancelReason code={period.cancelReason} />}
        </>
      ),
    },
    { key: 'openAt', label: t('console:draws.openAt'), children: moment(period.openAt) },
    { key: 'closeAt', label: t('console:draws.closeAt'), children: moment(period.closeAt) },
    { key: 'drawAt', label: t('console:draws.columnDrawAt'), children: moment(period.drawAt) },
    { key: 'drawnAt', label: t('console:draws.drawnAt'), children: moment(period.drawnAt) },
    { key: 'settledAt', label: t('console:draws.settledAt'), children: moment(period.settledAt) },
    { key: 'result', label: t('console:draws.columnResult'), children: <ResultBalls places={period.places} /> },
    { key: 'bets', label: t('console:draws.columnBets'), children: period.bets },
    { key: 'stakes', label: t('console:draws.columnStakes'), children: formatMoney(period.stakes) },
    { key: 'payouts', label: t('console:draws.payouts'), children: formatMoney(period.payouts) },
    { key: 'chain', label: t('console:draws.chain'), children: t('console:draws.chainPosition', { chain: period.chainId, index: period.chainIndex, length: period.chainLength }) },
    { key: 'commitment', label: t('console:draws.columnCommitment'), children: <Hex value={period.commitment} /> },
    { key: 'seed', label: t('console:draws.seed'), children: period.seed ? <Hex value={period.seed} /> : t('console:draws.seedHidden') },
    { key: 'algorithm', label: t('console:draws.columnAlgorithm'), children: period.algorithm },
    { key: 'salt', label: t('console:draws.salt'), children: period.salt || t('console:draws.saltNone') },
  ];
  const stepColumns: TableColumnsType<VerificationStep> = [
    { title: t('console:draws.stepOutcome'), key: 'passed', width: 110, render: (_, step) => <StepOutcome passed={step.passed} /> },
    { title: t('console:draws.stepCheck'), key: 'step', render: (_, step) => t(STEP_LABEL_KEYS[step.step]) },
    {
      title: t('console:draws.stepDetail'),
      key: 'detail',
      render: (_, step) => (
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 12 }}>
          {step.detail}
        </Typography.Text>
      ),
    },
  ];
  return (
    <>
      <Descriptions bordered size="small" column={1} data-testid="period-detail" items={items} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('console:draws.verificationTitle')}
      </Typography.Title>
      {period.verification.length === 0 ? (
        <Typography.Text type="secondary">{t('console:draws.verificationNotYet')}</Typography.Text>
      ) : (
        <Table<VerificationStep> data-testid="period-verification" rowKey="step" size="small" columns={stepColumns} dataSource={period.verification} pagination={false} />
      )}
    </>
  );
}

export interface PeriodDetailProps {
  /** The period shown; null while closed. */
  issue: string | null;
  /** Bumped by the caller after a change (a cancellation): the drawer reads the period again. */
  version: number;
  onClose: () => void;
}

export function PeriodDetail({ issue, version, onClose }: PeriodDetailProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const info = useApiData(() => (issue ? getPeriodInfo(issue) : null), [issue, version]);
  return (
    <Drawer open={issue !== null} onClose={onClose} size={screens.md ? 640 : '100%'} title={issue ? t('console:draws.detailTitle', { issue }) : ''} destroyOnHidden>
      {info.error && <Alert type="error" showIcon title={info.error.message} />}
      <Spin spinning={info.loading}>{info.data && info.data.issue === issue && <PeriodDescriptions period={info.data} />}</Spin>
    </Drawer>
  );
}
