/** #/console/cs: customer service at a glance (agents online, players waiting, satisfaction) and the way into the agent inbox. */
import { Alert, Button, Card, Col, Row, Space, Statistic } from 'antd';
import { MessageOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { adminGet } from '@racing/shared/src/operator/admin-client';
import { AGENT_INBOX_PATH } from '@racing/shared/src/operator/agent-inbox-path';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { ConsoleFrame } from '../frame/console-frame';
import { useOperator } from '../session/operator-session';

/** GET /api/admin/cs/overview/summary (server/src/cs/CONTRACT.md). */
interface CsSummary {
  agentsOnline: number;
  queueLength: number;
  satisfactionAverage: number | null;
  /** How many ratings the average is over. */
  ratings: number;
}

function CsBody() {
  const { t } = useTranslation();
  const { can } = useOperator();
  const { data, loading, error, reload } = useApiData(() => adminGet<CsSummary>('/cs/overview/summary'), []);
  const count = (value: number | undefined) => (value === undefined ? t('console:cs.noValue') : formatNumber(value));
  const satisfaction = data?.satisfactionAverage;
  const cards = [
    { key: 'agents', title: t('console:cs.agentsOnline'), value: count(data?.agentsOnline) },
    { key: 'queue', title: t('console:cs.queueLength'), value: count(data?.queueLength) },
    {
      key: 'satisfaction',
      title: t('console:cs.satisfaction'),
      value: satisfaction === null || satisfaction === undefined ? t('console:cs.noValue') : formatNumber(satisfaction, { maximumFractionDigits: 2 }),
      suffix: satisfaction === null || satisfaction === undefined ? undefined : t('console:cs.outOfFive'),
    },
    { key: 'ratings', title: t('console:cs.ratings'), value: count(data?.ratings) },
  ];
  return (
    <div data-testid="console-cs" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {error && <Alert type="error" showIcon title={error.message} />}
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} sm={12} lg={6}>
            <Card size="small" loading={loading && !data}>
              <Statistic title={card.title} value={card.value} suffix={card.suffix} data-testid={`cs-${card.key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Space wrap>
        {can('cs:session:mine') && (
          // The inbox is another remote's page: a hash link, so the host loads it.
          <Button type="primary" icon={<MessageOutlined />} href={`#${AGENT_INBOX_PATH}`} data-testid="cs-open-inbox">
            {t('console:cs.openInbox')}
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={reload} loading={loading} data-testid="cs-refresh">
          {t('console:cs.refresh')}
        </Button>
      </Space>
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
