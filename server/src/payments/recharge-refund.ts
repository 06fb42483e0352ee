// Gives a paid recharge back (an operator's decision): the amount leaves the balance first, in one transaction with the
// order's refunded status, so a player who has already spent it cannot be refunded money they no longer hold; then the
// provider returns the payment under a refund number fixed by the order, so asking again never refunds twice. Should the
// process stop between the two, the order reads refunded with the provider not yet asked: the log's 'recharge refund
// debited' line without its 'returned by the provider' line says so, and calling refundRecharge again finishes it.
import { BusinessError } from '../http/app-error';
import { translate } from '../i18n/messages';
import { BALANCE_LOG_TYPE } from '../ledger/balance-ledger';
import { LEDGER_REMARK } from '../ledger/ledger-remark';
import { closeWithLedgerEntry } from './order-ledger';
import { type OrderDeps } from './order-service';

/** The refund's number at the provider: one per order (a recharge is refunded whole, once). */
function refundNoOf(orderNo: string): string {
  return `F${orderNo.slice(1)}`;
}

export async function refundRecharge(deps: OrderDeps, orderNo: string): Promise<{ status: 'success' | 'processing' }> {
  const order = await deps.db.selectFrom('payOrder').selectAll().where('orderNo', '=', orderNo).where('kind', '=', 'recharge').executeTakeFirst();
  if (!order) throw new BusinessError('recordNotFound');
  if (order.status !== 'paid' && order.status !== 'refunded') throw new BusinessError('orderNotRefundable');
  const provider = deps.registry.byName(order.provider);
  if (!provider) throw new BusinessError('payProviderUnavailable');

  if (order.status === 'paid') {
    // insufficientBalance when the balance cannot cover it: the order stays paid.
    const debited = await closeWithLedgerEntry(deps, {
      orderNo,
      kind: 'recharge',
      from: 'paid',
      to: 'refunded',
      reason: 'rechargeRefunded',
      ledger: { direction: 'debit', type: BALANCE_LOG_TYPE.recharge, refKey: `recharge-refund:${orderNo}`, remark: LEDGER_REMARK.rechargeRefunded },
      published: 'rechargeRefunded',
    });
    if (debited) deps.log.info({ orderNo, provider: provider.name, amount: Number(order.amount) }, 'recharge refund debited: asking the provider to return the payment');
  }

  // Also for an order refunded earlier whose provider call failed: the same refund number makes the retry safe.
  const amount = Number(order.amount);
  try {
    // The reason is shown by the provider (WeChat Pay, Alipay) to its payer, in the providers' own language.
    const refunded = await provider.refund({ orderNo, refundNo: refundNoOf(orderNo), amount, total: amount, reason: translate('rechargeRefunded', 'zh-cn') });
    deps.log.info({ orderNo, provider: provider.name, amount, status: refunded.status }, 'recharge refund returned by the provider');
    return refunded;
  } catch (error) {
    deps.log.error({ err: error, orderNo, provider: provider.name }, 'recharge refunded on the ledger but not yet at the provider: call refundRecharge again');
    throw new BusinessError('payProviderUnavailable');
  }
}
