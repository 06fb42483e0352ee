/** One rank's play items: odds, stake bounds, chance and return to player, on/off, and an inline edit saved row by row. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Alert, Button, InputNumber, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatNumber, formatOdds } from '@racing/shared/src/format/format-number';
import { useActionFailure } from '../../../lib/use-action-failure';
import { listOdds, updateOdds, type OddsChange, type OddsItem } from '../api/catalogue-api';
import { decimalToUnits, MONEY_DECIMALS, ODDS_DECIMALS, unitsToDecimal } from '../decimal-units';

/** A return to player from 99% up is shown in red: the margin is nearly gone. */
const THIN_MARGIN_RTP = 0.99;

interface RowEdit {
  id: number;
  /** As typed: decimal odds and stakes in money units. */
  odds: string;
  minStake: string;
  maxStake: string;
}

export interface OddsTableProps {
  rankId: number;
  canEdit: boolean;
}

/** Odds above 1.000 (a win pays more than the stake back), in thousandths, as the server takes them. */
const MIN_ODDS_UNITS = 1001;

/**
 * The change a row's edit amounts to (only what differs), null when a field is not a number the server takes (odds
 * above 1.000, stakes from 0.01), undefined when nothing changed. The inputs themselves have no min: antd's would
 * quietly turn a 0 typed into the minimum on blur, and save that.
 */
function changeOf(row: OddsItem, edit: RowEdit): OddsChange | null | undefined {
  const odds = decimalToUnits(edit.odds, ODDS_DECIMALS);
  const minStake = decimalToUnits(edit.minStake, MONEY_DECIMALS);
  const maxStake = decimalToUnits(edit.maxStake, MONEY_DECIMALS);
  if (odds === null || minStake === null || maxStake === null) return null;
  if (odds < MIN_ODDS_UNITS || minStake < 1 || maxStake < 1) return null;
  const change: OddsChange = { id: row.id };
  if (odds !== row.odds) change.odds = odds;
  if (minStake !== row.minStake) change.minStake = minStake;
  if (maxStake !== row.maxStake) change.maxStake = maxStake;
  return Object.keys(change).length === 1 ? undefined : change;
}

export function OddsTable({ rankId, canEdit }: OddsTableProps) {
  const { t } = useTranslation();
  const { failed, holder } = useActionFailure();
  const loaded = useApiData(() => listOdds(rankId), [rankId]);
  const [rows, setRows] = useState<OddsItem[]>([]);
  const [edit, setEdit] = useState<RowEdit | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (loaded.data) setRows(loaded.data);
  }, [loaded.data]);

  const replace = (item: OddsItem) => setRows((current) => current.map((row) => (row.id === item.id ? item : row)));

  const percent = (fraction: number) => t('console:catalogue.percent', { value: formatNumber(fraction * 100, { maximumFractionDigits: 2 }) });

  async function save(row: OddsItem, current: RowEdit) {
    const change = changeOf(row, current);
    if (change === null) {
      setRefusal(t('console:catalogue.invalidNumber'));
      return;
    }
    setRefusal(null);
    if (change === undefined) {
      setEdit(null);
      return;
    }
    setBusyId(row.id);
    try {
      replace(await updateOdds(change));
      setEdit(null);
    } catch (error) {
      // The RTP guard's refusal names the item and the return it would have: shown as the server words it.
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  }

  async function toggle(row: OddsItem, on: boolean) {
    setBusyId(row.id);
    try {
      replace(await updateOdds({ id: row.id, status: on ? 1 : 0 }));
    } catch (error) {
      failed(error);
    } finally {
      setBusyId(null);
    }
  }

  const editing = (row: OddsItem) => edit !== null && edit.id === row.id;

  const columns: TableColumnsType<OddsItem> = [
    {
      title: t('console:catalogue.columnItem'),
      key: 'name',
      render: (_, row) => (
        <Space size={4}>
          {row.name}
          {row.code !== row.name && <Typography.Text type="secondary">{row.code}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('console:catalogue.columnType'),
      key: 'type',
      render: (_, row) => <Tag>{row.type === 1 ? t('console:catalogue.typeTwoSided') : t('console:catalogue.typeNumbers')}</Tag>,
    },
    {
      title: t('console:catalogue.columnOdds'),
      key: 'odds',
      render: (_, row) =>
        editing(row) ? (
          <InputNumber<string>
            data-testid={`odds-input-${row.id}`}
            aria-label={t('console:catalogue.columnOdds')}
            stringMode
            step="0.001"
            precision={ODDS_DECIMALS}
            value={edit!.odds}
            onChange={(value) => setEdit({ ...edit!, odds: value ?? '' })}
            style={{ width: 110 }}
          />
        ) : (
          formatOdds(row.odds / 1000)
        ),
    },
    {
      title: t('console:catalogue.columnMinStake'),
      key: 'minStake',
      render: (_, row) =>
        editing(row) ? (
          <InputNumber<string>
            data-testid={`odds-min-input-${row.id}`}
            aria-label={t('console:catalogue.columnMinStake')}
            stringMode
            step="1"
            precision={MONEY_DECIMALS}
            value={edit!.minStake}
            onChange={(value) => setEdit({ ...edit!, minStake: value ?? '' })}
            style={{ width: 120 }}
          />
        ) : (
          formatMoney(row.minStake)
        ),
    },
    {
      title: t('console:catalogue.columnMaxStake'),
      key: 'maxStake',
      render: (_, row) =>
        editing(row) ? (
          <InputNumber<string>
            data-testid={`odds-max-input-${row.id}`}
            aria-label={t('console:catalogue.columnMaxStake')}
            stringMode
            step="1"
            precision={MONEY_DECIMALS}
            value={edit!.maxStake}
            onChange={(value) => setEdit({ ...edit!, maxStake: value ?? '' })}
            style={{ width: 120 }}
          />
        ) : (
          formatMoney(row.maxStake)
        ),
    },
    { title: t('console:catalogue.columnProbability'), key: 'probability', render: (_, row) => percent(row.probability) },
    {
      title: t('console:catalogue.columnRtp'),
      key: 'rtp',
      render: (_, row) => {
        // While editing, the return the typed odds would give (win chance × odds + push chance), for the operator's eye only.
        const typed = editing(row) ? decimalToUnits(edit!.odds, ODDS_DECIMALS) : null;
        const rtp = typed === null ? row.rtp : (row.probability * typed) / 1000 + row.pushProbability;
        return (
          <span data-testid={`odds-rtp-${row.id}`} style={{ color: rtp >= THIN_MARGIN_RTP ? '#cf1322' : undefined, fontWeight: rtp >= THIN_MARGIN_RTP ? 600 : undefined }}>
            {percent(rtp)}
          </span>
        );
      },
    },
    {
      title: t('console:catalogue.columnStatus'),
      key: 'status',
      render: (_, row) => (
        <Switch
          data-testid={`odds-switch-${row.id}`}
          checked={row.status === 1}
          disabled={!canEdit || busyId === row.id}
          onChange={(on) => void toggle(row, on)}
          checkedChildren={t('console:catalogue.on')}
          unCheckedChildren={t('console:catalogue.off')}
        />
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      title: t('console:catalogue.columnActions'),
      key: 'actions',
      render: (_, row) =>
        editing(row) ? (
          <Space>
            <Button type="primary" size="small" data-testid={`odds-save-${row.id}`} loading={busyId === row.id} onClick={() => void save(row, edit!)}>
              {t('console:catalogue.save')}
            </Button>
            <Button
              size="small"
              data-testid={`odds-cancel-${row.id}`}
              onClick={() => {
                setEdit(null);
                setRefusal(null);
              }}
            >
              {t('console:catalogue.cancel')}
            </Button>
          </Space>
        ) : (
          <Button
            size="small"
            data-testid={`odds-edit-${row.id}`}
            disabled={busyId !== null}
            onClick={() => {
              setRefusal(null);
              setEdit({
                id: row.id,
                odds: unitsToDecimal(row.odds, ODDS_DECIMALS),
                minStake: unitsToDecimal(row.minStake, MONEY_DECIMALS),
                maxStake: unitsToDecimal(row.maxStake, MONEY_DECIMALS),
              });
            }}
          >
            {t('console:catalogue.edit')}
          </Button>
        ),
    });
  }

  return (
    <>
      {holder}
      {refusal && <Alert type="error" showIcon closable title={refusal} onClose={() => setRefusal(null)} style={{ marginBottom: 12 }} data-testid="odds-refusal" />}
      {loaded.error && <Alert type="error" showIcon title={loaded.error.message} style={{ marginBottom: 12 }} />}
      <Table<OddsItem>
        data-testid="odds-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loaded.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
