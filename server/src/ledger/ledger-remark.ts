// What a balance log row's remark says to its reader: stored as a key or a period number, written in their language.
import { type Language } from '../i18n/language';
import { translate, type MessageKey, type MessageParams } from '../i18n/messages';

/** The remarks the server stores: keys, never text in one language. */
export const LEDGER_REMARK = {
  welcomeCredit: 'welcomeCredit',
  /** A paid recharge order, by the method the player chose. */
  rechargeWechat: 'recharge:wechat',
  rechargeAlipay: 'recharge:alipay',
  /** A withdrawal's hold, by the method it is paid out through. */
  withdrawWechat: 'withdraw:wechat',
  withdrawAlipay: 'withdraw:alipay',
  withdrawReturned: 'withdrawReturned',
  rechargeRefunded: 'rechargeRefunded',
  /** An operator's balance adjustment: the player reads this; the operator's reason stays in the audit log. */
  operatorAdjustment: 'operatorAdjustment',
} as const;

const REMARK_MESSAGES: Record<string, MessageKey | [MessageKey, MessageParams]> = {
  [LEDGER_REMARK.welcomeCredit]: 'ledgerWelcomeCredit',
  // Rows written before remarks were keys, as they were written.
  'welcome credit (play money)': 'ledgerWelcomeCredit',
  [LEDGER_REMARK.rechargeWechat]: ['ledgerRecharge', { method: { message: 'payMethodWechat' } }],
  [LEDGER_REMARK.rechargeAlipay]: ['ledgerRecharge', { method: { message: 'payMethodAlipay' } }],
  [LEDGER_REMARK.withdrawWechat]: ['ledgerWithdraw', { method: { message: 'payMethodWechat' } }],
  [LEDGER_REMARK.withdrawAlipay]: ['ledgerWithdraw', { method: { message: 'payMethodAlipay' } }],
  [LEDGER_REMARK.withdrawReturned]: 'ledgerWithdrawReturned',
  [LEDGER_REMARK.rechargeRefunded]: 'ledgerRechargeRefunded',
  [LEDGER_REMARK.operatorAdjustment]: 'ledgerOperatorAdjustment',
};

/** A period number (YYYYMMDD + 4 digits): the remark of a bet, a winning and a refund. */
const PERIOD_NUMBER = /^\d{12}$/;

/**
 * The remark as its reader should see it: a stored key in their language, a period number as "Period 202611230001",
 * and anything else (an operator's own note) as written. Null stays null.
 */
export function describeLedgerRemark(remark: string | null, language: Language): string | null {
  if (remark === null || remark === '') return remark;
  const known = Object.hasOwn(REMARK_MESSAGES, remark) ? REMARK_MESSAGES[remark] : undefined;
  if (known) return typeof known === 'string' ? translate(known, language) : translate(known[0], language, known[1]);
  if (PERIOD_NUMBER.test(remark)) return translate('ledgerPeriod', language, { issue: remark });
  return remark;
}
