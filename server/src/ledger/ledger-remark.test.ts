// A balance log remark is read in the reader's language: keys and period numbers are written for them, legacy English rows too.
import { LANGUAGES } from '../i18n/language';
import { describeLedgerRemark, LEDGER_REMARK } from './ledger-remark';

describe('describeLedgerRemark', () => {
  it('writes the welcome credit key in each language', () => {
    expect(describeLedgerRemark(LEDGER_REMARK.welcomeCredit, 'zh-cn')).toBe('新手体验金（游戏币）');
    expect(describeLedgerRemark(LEDGER_REMARK.welcomeCredit, 'zh-tw')).toBe('新手體驗金（遊戲幣）');
    expect(describeLedgerRemark(LEDGER_REMARK.welcomeCredit, 'en')).toBe('Welcome credit (play money)');
    expect(describeLedgerRemark(LEDGER_REMARK.welcomeCredit, 'es')).toBe('Crédito de bienvenida (dinero ficticio)');
    expect(describeLedgerRemark(LEDGER_REMARK.welcomeCredit, 'fr')).toBe('Crédit de bienvenue (argent fictif)');
  });

  it('reads a row written in English before remarks were keys as the same key', () => {
    for (const language of LANGUAGES) {
      expect(describeLedgerRemark('welcome credit (play money)', language)).toBe(describeLedgerRemark(LEDGER_REMARK.welcomeCredit, language));
    }
    expect(describeLedgerRemark('welcome credit (play money)', 'es')).not.toMatch(/welcome/);
  });

  it('names the period of a bet, winning or refund row', () => {
    expect(describeLedgerRemark('202611230001', 'zh-cn')).toBe('第 202611230001 期');
    expect(describeLedgerRemark('202611230001', 'en')).toBe('Period 202611230001');
    expect(describeLedgerRemark('202611230001', 'es')).toBe('Periodo 202611230001');
    expect(describeLedgerRemark('202611230001', 'fr')).toBe('Période 202611230001');
  });

  it('names a recharge and a withdrawal by their method, and their return or refund', () => {
    expect(describeLedgerRemark(LEDGER_REMARK.rechargeWechat, 'en')).toBe('Recharge (WeChat Pay)');
    expect(describeLedgerRemark(LEDGER_REMARK.rechargeAlipay, 'zh-cn')).toBe('充值（支付宝）');
    expect(describeLedgerRemark(LEDGER_REMARK.withdrawAlipay, 'zh-tw')).toBe('提領（支付寶）');
    expect(describeLedgerRemark(LEDGER_REMARK.withdrawWechat, 'fr')).toBe('Retrait (WeChat Pay)');
    expect(describeLedgerRemark(LEDGER_REMARK.withdrawReturned, 'es')).toBe('Retiro rechazado, importe devuelto');
    expect(describeLedgerRemark(LEDGER_REMARK.rechargeRefunded, 'en')).toBe('Recharge refunded');
  });

  it('leaves an operator note and an empty remark as they are', () => {
    expect(describeLedgerRemark(null, 'en')).toBeNull();
    expect(describeLedgerRemark('', 'fr')).toBe('');
    expect(describeLedgerRemark('goodwill 2026-11', 'fr')).toBe('goodwill 2026-11');
    expect(describeLedgerRemark('12345', 'en')).toBe('12345');
    expect(describeLedgerRemark('constructor', 'en')).toBe('constructor');
  });
});
