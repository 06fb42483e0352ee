/** #/console/cs: customer service at a glance: agents online now; queue and satisfaction wait for the chat issue. */
import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { ConsoleFrame } from '../frame/console-frame';
import { adminGet } from '../api/admin-client';
import { useApiData } from '@racing/shared/src/api/use-api-data';

interface CsSummary {
  agentsOnline: number;
  queueLength: number;
  satisfactionAverage: number | null;
  chatAvailable: boolean;
}

function CsBody() {
  const { t } = useTranslation();
  const { data, loading, error, reload } = useApiData(() => adminGet<CsSummary>('/cs/overview/summary'), []);
  const satisfaction = data?.satisfactionAverage;
  const cards = [
    { key: 'agents', title: t('console:cs.agentsOnline'), value: data ? String(data.agentsOnline) : t('console:cs.noValue') },
    { key: 'queue', title: t('console:cs.queueLength'), value: data?.chatAvailable ? String(data.queueLength) : t('console:cs.noValue') },
    {
      key: 'satisfaction',
      title: t('console:cs.satisfaction'),
      value: satisfaction === null || satisfaction === undefined ? t('console:cs.noValue') : formatNumber(satisfaction, { maximumFractionDigits: 2 }),
    },
  ];
  return (
    <div data-testid="console-cs" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {error && <Alert type="error" showIcon title={error.message} />}
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} sm={8}>
            <Card size="small" loading={loading && !data}>
              <Statistic title={card.title} value={card.value} data-testid={`cs-${card.key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      {data && !data.chatAvailable && <Alert type="info" showIcon title={t('console:cs.chatLater')} data-testid="cs-chat-later" />}
      <div>
        <Button icon={<ReloadOutlined />} onClick={reload} loading={loading} data-testid="cs-refresh">
          {t('console:cs.refresh')}
        </Button>
      </div>
    </div>
  );
}

export default function ConsoleCsPage() {
  return (
    <ConsoleFrame titleKey="console:cs.title" permission="cs:overview:summary">
      <CsBody />
    </ConsoleFrame>
  );
}
