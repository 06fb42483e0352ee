/** The draws screen: periods (state, result, bets, detail, cancel) and, for a role that may read them, the hash chains with their commitments. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Tabs } from 'antd';
import { ChainsTable } from './chains-table';
import { PeriodsTable } from './periods-table';

export function DrawsManager({ canCancel, canSeeChains }: { canCancel: boolean; canSeeChains: boolean }) {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultActiveKey="periods"
      items={[
        { key: 'periods', label: <span data-testid="draws-tab-periods">{t('console:draws.periodsTab')}</span>, children: <PeriodsTable canCancel={canCancel} /> },
        ...(canSeeChains ? [{ key: 'chains', label: <span data-testid="draws-tab-chains">{t('console:draws.chainsTab')}</span>, children: <ChainsTable /> }] : []),
      ]}
    />
  );
}
