// Seeds the dictionary types the UI needs (balance-log types, bet statuses, odds types) with names in every language.
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { type Localized } from '../i18n/language';

interface DictSeed {
  keyName: string;
  name: string;
  entries: Array<{ value: string; names: Localized }>;
}

const l = (zhCn: string, zhTw: string, en: string, es: string, fr: string): Localized => ({ 'zh-cn': zhCn, 'zh-tw': zhTw, en, es, fr });

/** Codes here are part of the API: the ledger and bets store these values. */
export const DICTIONARY: DictSeed[] = [
  {
    keyName: 'balanceLogType',
    name: 'Balance log type',
    entries: [
      { value: '0', names: l('充值', '儲值', 'Recharge', 'Recarga', 'Recharge') },
      { value: '1', names: l('消费', '消費', 'Consumption', 'Consumo', 'Consommation') },
      { value: '2', names: l('投注', '投注', 'Bet', 'Apuesta', 'Pari') },
      { value: '3', names: l('调整', '調整', 'Adjustment', 'Ajuste', 'Ajustement') },
      { value: '4', names: l('中奖', '中獎', 'Winning', 'Premio', 'Gain') },
      { value: '5', names: l('退款', '退款', 'Refund', 'Reembolso', 'Remboursement') },
    ],
  },
  {
    keyName: 'betStatus',
    name: 'Bet status',
    entries: [
      { value: '0', names: l('待开奖', '待開獎', 'Pending', 'Pendiente', 'En attente') },
      { value: '1', names: l('已中奖', '已中獎', 'Won', 'Ganada', 'Gagné') },
      { value: '2', names: l('未中奖', '未中獎', 'Lost', 'Perdida', 'Perdu') },
      { value: '3', names: l('和局退还', '和局退還', 'Push (stake returned)', 'Empate (apuesta devuelta)', 'Égalité (mise rendue)') },
      { value: '4', names: l('已退款', '已退款', 'Refunded', 'Reembolsada', 'Remboursé') },
    ],
  },
  {
    keyName: 'oddsType',
    name: 'Play type',
    entries: [
      { value: '0', names: l('号码', '號碼', 'Numbers', 'Números', 'Numéros') },
      { value: '1', names: l('两面', '兩面', 'Two-sided', 'Dos lados', 'Deux côtés') },
    ],
  },
];

export async function seedDictionary(db: Kysely<Database>): Promise<void> {
  for (const type of DICTIONARY) {
    await db.insertInto('dictType').values({ keyName: type.keyName, name: type.name }).onConflict((oc) => oc.column('keyName').doNothing()).execute();
    const { id: typeId } = await db.selectFrom('dictType').select('id').where('keyName', '=', type.keyName).executeTakeFirstOrThrow();
    await db
      .insertInto('dictInfo')
      .values(
        type.entries.map((entry, index) => ({
          typeId,
          name: entry.names.en,
          nameI18n: JSON.stringify(entry.names),
          value: entry.value,
          orderNum: index + 1,
          parentId: null,
        })),
      )
      .onConflict((oc) => oc.columns(['typeId', 'value']).doNothing())
      .execute();
  }
}
