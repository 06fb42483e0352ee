/** The catalogue screen: the sum-11 rule in force, the ranks with their switches, and each rank's play items in a tab. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Alert, Card, Tabs } from 'antd';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { useActionFailure } from '../../../lib/use-action-failure';
import { getSumElevenRule, listRanks, setRankStatus, type CatalogueRank } from '../api/catalogue-api';
import { OddsTable } from './odds-table';
import { RankSwitches } from './rank-switches';
import { SumElevenRuleNote } from './sum-eleven-rule';

export interface CataloguePermissions {
  updateRank: boolean;
  updateOdds: boolean;
}

export function CatalogueManager({ permissions }: { permissions: CataloguePermissions }) {
  const { t } = useTranslation();
  const { failed, holder } = useActionFailure();
  const rule = useApiData(() => getSumElevenRule(), []);
  const loaded = useApiData(() => listRanks(), []);
  const [ranks, setRanks] = useState<CatalogueRank[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [activeRank, setActiveRank] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (loaded.data) setRanks(loaded.data);
  }, [loaded.data]);

  async function switchRank(rank: CatalogueRank, on: boolean) {
    setBusyId(rank.id);
    try {
      const saved = await setRankStatus(rank.id, on ? 1 : 0);
      setRanks((current) => current.map((item) => (item.id === saved.id ? saved : item)));
    } catch (error) {
      failed(error);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      {holder}
      <SumElevenRuleNote rule={rule.data?.sumEleven} />
      {(loaded.error ?? rule.error) && <Alert type="error" showIcon title={(loaded.error ?? rule.error)!.message} style={{ marginBottom: 16 }} />}
      <Card title={t('console:catalogue.ranksTitle')} size="small" style={{ marginBottom: 16 }}>
        <RankSwitches ranks={ranks} loading={loaded.loading} canEdit={permissions.updateRank} busyId={busyId} onSwitch={(rank, on) => void switchRank(rank, on)} />
      </Card>
      <Card title={t('console:catalogue.itemsTitle')} size="small">
        <Tabs
          activeKey={activeRank ?? (ranks[0] ? String(ranks[0].id) : undefined)}
          onChange={setActiveRank}
          destroyOnHidden
          items={ranks.map((rank) => ({
            key: String(rank.id),
            label: <span data-testid={`rank-tab-${rank.id}`}>{rank.name}</span>,
            children: <OddsTable rankId={rank.id} canEdit={permissions.updateOdds} />,
          }))}
        />
      </Card>
    </>
  );
}
