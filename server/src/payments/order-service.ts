// The player's orders: recharges (create, pay again, cancel, expire, read with a look at the provider) and the reads of
// My orders; withdrawals (withdrawal-orders.ts) and the provider's word about a payment (provider-state.ts) are its other
// halves. No HTTP here: the routes validate and answer, this does the work.
import { sql, type Kysely, type Transaction } from 'kysely';
import { type FastifyBaseLogger } from 'fastify';
import { type PaymentsConfig } from '../config';
import { type Dialect } from '../db/database';
import { type Database } from '../db/schema';
import { lockPlayer } from '../db/row-lock';
import { BusinessError, ValidationError } from '../http/app-error';
import { type Language } from '../i18n/language';
import { translate } from '../i18n/messages';
import { enforceDepositLimits } from '../betting/player-limits';
import { type RealtimePublisher } from '../realtime/realtime-events';
import { type Notifications } from '../notifications/notification-api';
import { type PayMethod, type PaymentProvider, type PaymentStart, type ProviderOrderState } from './payment-provider';
import { type PaymentRegistry } from './payment-registry';
import { insertOrder } from './new-order';
import { isPayable, orderView, TAB_STATUSES, type OrderRow, type OrderTab, type OrderView } from './order-view';
import { applyProviderState, refuseNotification, type AppliedState, type StateSource } from './provider-state';
import { approveWithdrawal, autoApproveWithdrawals, rejectWithdrawal, requestWithdrawal, type WithdrawRequest } from './withdrawal-orders';
import { refundRecharge } from './recharge-refund';
import { notifyOrderChanged } from './order-notifications';

/** A player may leave at most this many recharges waiting for payment; a sixth is refused until one is paid or closed. */
const MAX_PENDING_RECHARGES = 5;
/** A pending order's provider is asked about it at most this often, however often the player looks. */
const QUERY_INTERVAL_MS = 5_000;
/** The due orders one expiry pass closes; the next pass takes the rest. */
const EXPIRE_BATCH = 200;

export interface OrderDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  registry: PaymentRegistry;
  config: PaymentsConfig;
  /** Where balance.changed goes after a commit (read when used: the socket layer may come later than the service). */
  realtime: () => RealtimePublisher;
  /** Where an order's state changes are told to its player, after the commit (app.notifications). */
  notifications: () => Notifications;
  log: FastifyBaseLogger;
  now: () => number;
}

/** Who is paying, from where: the provider needs the address, and whether the page runs inside WeChat (JSAPI, with the openid looked up here). */
export interface PayClient {
  ip: string;
  /** The page runs in WeChat's own browser. */
  inWeChat: boolean;
  language: Language;
}

export interface RechargeRequest {
  amount: number;
  method: PayMethod;
}

export interface PageRequest {
  tab?: 'all' | OrderTab;
  /** A numbered page; ignored when a cursor is given. */
  page?: number;
  size?: number;
  cursor?: string;
}

export interface OrderPage {
  list: OrderView[];
  pagination: { page: number; size: number; total: number; cursor: string | null };
}

type Db = Kysely<Database> | Transaction<Database>;

export class OrderService {
  constructor(private readonly deps: OrderDeps) {}

  /** A new recharge order and how the player pays it; refused outside the bounds, when excluded, over a limit or with 5 unpaid. */
  async createRecharge(userId: number, request: RechargeRequest, client: PayClient): Promise<{ order: OrderView; pay: PaymentStart }> {
    const { db, dialect, config } = this.deps;
    const { minCents, maxCents, ttlMinutes } = config.recharge;
    if (request.amount < minCents || request.amount > maxCents) {
      throw new ValidationError('rechargeAmountOutOfRange', { min: { money: minCents }, max: { money: maxCents } }, { field: 'amount' });
    }
    const provider = this.deps.registry.forMethod(request.method);
    const openId = await this.wechatPayer(provider, userId, client.inWeChat);
    const now = this.deps.now();
    const order = await db.transaction().execute(async (trx) => {
      // Locked first: two recharges of one player must not both count the deposits as they were before either.
      await lockPlayer(trx, dialect, userId);
      await enforceDepositLimits(trx, userId, request.amount, now);
      const open = await trx
        .selectFrom('payOrder')
        .select(sql<number>`count(*)`.as('count'))
        .where('userId', '=', userId)
        .where('status', '=', 'pending')
        .where('expiresAt', '>', now)
        .executeTakeFirstOrThrow();
      if (Number(open.count) >= MAX_PENDING_RECHARGES) throw new BusinessError('payTooManyPending', { count: MAX_PENDING_RECHARGES });
      return insertOrder(trx, {
        kind: 'recharge',
        userId,
        status: 'pending',
        amount: request.amount,
        method: request.method,
        provider: provider.name,
        account: null,
        expiresAt: now + ttlMinutes * 60_000,
        now,
      });
    });
    try {
      const pay = await provider.createPayment(this.paymentRequest(order, provider, client, openId));
      return { order: orderView(order, client.language, now), pay };
    } catch (error) {
      // The provider could not open the payment: the order cannot be paid, so it ends here, failed, with the reason.
      this.deps.log.warn({ err: error, orderNo: order.orderNo, provider: provider.name }, 'payment provider could not start a payment');
      const failed = await db
        .updateTable('payOrder')
        .set({ status: 'failed', failReason: 'payProviderUnavailable', closedAt: now, updatedAt: now })
        .where('orderNo', '=', order.orderNo)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (failed) await notifyOrderChanged(this.deps, failed);
      throw new BusinessError('payProviderUnavailable');
    }
  }

  /** Starts paying a pending, unexpired order again (the player left the provider's page); the order stays as it was if the provider fails. */
  async payAgain(userId: number, orderNo: string, client: PayClient): Promise<{ order: OrderView; pay: PaymentStart }> {
    const now = this.deps.now();
    const order = await this.ownOrder(userId, orderNo);
    if (!isPayable(order, now)) throw new BusinessError('orderNotPayable');
    const provider = this.deps.registry.byName(order.provider);
    if (!provider) throw new BusinessError('payProviderUnavailable');
    const openId = await this.wechatPayer(provider, userId, client.inWeChat);
    try {
      const pay = await provider.createPayment(this.paymentRequest(order, provider, client, openId));
      return { order: orderView(order, client.language, now), pay };
    } catch (error) {
      this.deps.log.warn({ err: error, orderNo, provider: provider.name }, 'payment provider could not start a payment again');
      throw new BusinessError('payProviderUnavailable');
    }
  }

  /** The player gives up a pending recharge: closed at the provider first, so that it can no longer take the money. */
  async cancel(userId: number, orderNo: string, language: Language): Promise<OrderView> {
    const now = this.deps.now();
    let order = await this.ownOrder(userId, orderNo);
    if (!isPayable(order, now)) {
      if (order.kind === 'recharge' && order.status === 'pending') await this.expire(order, now);
      throw new BusinessError('orderNotCancellable');
    }
    const provider = this.deps.registry.byName(order.provider);
    try {
      await provider?.closeOrder(orderNo);
    } catch (error) {
      // Perhaps paid in the meantime: the provider's own word settles it, and a paid order is not cancelled.
      this.deps.log.warn({ err: error, orderNo, provider: order.provider }, 'payment provider could not close an order');
      order = await this.askProvider(order);
      if (order.status !== 'pending') throw new BusinessError('orderNotCancellable');
      throw new BusinessError('payProviderUnavailable');
    }
    const cancelled = await this.deps.db
      .updateTable('payOrder')
      .set({ status: 'cancelled', failReason: 'payCancelled', closedAt: now, updatedAt: now })
      .where('orderNo', '=', orderNo)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    // A notification that paid or closed it first wins.
    if (!cancelled) throw new BusinessError('orderNotCancellable');
    await notifyOrderChanged(this.deps, cancelled);
    return orderView(cancelled, language, now);
  }

  /**
   * One order of the player's. A pending one is brought up to date first: its provider asked (at most every few seconds)
   * in case a notification was lost or is late, and expired when its time has run out.
   */
  async info(userId: number, orderNo: string, language: Language): Promise<OrderView> {
    let order = await this.ownOrder(userId, orderNo);
    if (order.kind === 'recharge' && order.status === 'pending') {
      const now = this.deps.now();
      if (await this.claimQuery(orderNo, now)) order = await this.askProvider(order);
      if (order.status === 'pending' && !isPayable(order, now)) order = await this.expire(order, now);
    }
    return orderView(order, language, this.deps.now());
  }

  /** My orders, newest first, by tab; each page after the cursor (the last order of the previous one), or by number. */
  async page(userId: number, request: PageRequest, language: Language): Promise<OrderPage> {
    const { db } = this.deps;
    const size = request.size ?? 20;
    const tab = request.tab ?? 'all';
    const now = this.deps.now();
    await this.expireDue(now, userId);
    const inTab = (query: ReturnType<typeof ordersOf>) => (tab === 'all' ? query : query.where('status', 'in', TAB_STATUSES[tab]));
    const cursor = request.cursor === undefined ? undefined : Number(request.cursor);
    let rows = inTab(ordersOf(db, userId)).selectAll();
    if (cursor !== undefined) rows = rows.where('id', '<', cursor);
    const offset = cursor === undefined ? ((request.page ?? 1) - 1) * size : 0;
    const found = await rows.orderBy('id', 'desc').limit(size + 1).offset(offset).execute();
    const counted = async (newerThan?: number) => {
      let query = inTab(ordersOf(db, userId)).select(sql<number>`count(*)`.as('count'));
      if (newerThan !== undefined) query = query.where('id', '>=', newerThan);
      return Number((await query.executeTakeFirstOrThrow()).count);
    };
    const total = await counted();
    // The page number a cursor stands for: how many of the tab's orders come before it, in pages.
    const before = cursor === undefined ? offset : await counted(cursor);
    const list = found.slice(0, size).map((row) => orderView(row, language, now));
    return {
      list,
      pagination: { page: Math.floor(before / size) + 1, size, total, cursor: found.length > size ? String(found[size - 1].id) : null },
    };
  }

  /** The badges of Mine: recharges waiting for payment, withdrawals being processed. */
  async summary(userId: number): Promise<{ pending: number; processing: number }> {
    const now = this.deps.now();
    await this.expireDue(now, userId);
    const counts = await ordersOf(this.deps.db, userId)
      .select([sql<number>`sum(case when status = 'pending' then 1 else 0 end)`.as('pending'), sql<number>`sum(case when status = 'requested' then 1 else 0 end)`.as('processing')])
      .where('status', 'in', ['pending', 'requested'])
      .executeTakeFirstOrThrow();
    return { pending: Number(counts.pending ?? 0), processing: Number(counts.processing ?? 0) };
  }

  withdraw(userId: number, request: WithdrawRequest, language: Language): Promise<OrderView> {
    return requestWithdrawal(this.deps, userId, request, language);
  }

  approveWithdrawal(orderNo: string): Promise<boolean> {
    return approveWithdrawal(this.deps, orderNo);
  }

  rejectWithdrawal(orderNo: string): Promise<boolean> {
    return rejectWithdrawal(this.deps, orderNo);
  }

  /** Sandbox withdrawals older than the configured delay are paid out (until operators review withdrawals). */
  autoApproveWithdrawals(now: number): Promise<number> {
    return autoApproveWithdrawals(this.deps, now);
  }

  refundRecharge(orderNo: string): Promise<{ status: 'success' | 'processing' }> {
    return refundRecharge(this.deps, orderNo);
  }

  /** A provider's word about an order, from a notification or a query: applied exactly once, or refused and logged. */
  applyProviderState(providerName: string, state: ProviderOrderState, source: StateSource = 'notification'): Promise<AppliedState> {
    return applyProviderState(this.deps, providerName, state, source);
  }

  /** A notification whose signature (or decryption) failed: logged and kept, nothing else. */
  refuseNotification(providerName: string, reason: string): Promise<void> {
    return refuseNotification(this.deps, providerName, reason);
  }

  /** Pending recharges whose time has run out (one player's, or everyone's for the sweeper): closed at the provider, then expired. */
  async expireDue(now: number, userId?: number): Promise<number> {
    let due = this.deps.db.selectFrom('payOrder').selectAll().where('status', '=', 'pending').where('expiresAt', '<=', now);
    if (userId !== undefined) due = due.where('userId', '=', userId);
    const orders = await due.orderBy('id').limit(EXPIRE_BATCH).execute();
    for (const order of orders) await this.expire(order, now);
    return orders.length;
  }

  private async expire(order: OrderRow, now: number): Promise<OrderRow> {
    try {
      await this.deps.registry.byName(order.provider)?.closeOrder(order.orderNo);
    } catch (error) {
      // Best effort: should the provider still take the money, its paid notification credits the expired order.
      this.deps.log.warn({ err: error, orderNo: order.orderNo, provider: order.provider }, 'payment provider could not close an expired order');
    }
    const expired = await this.deps.db
      .updateTable('payOrder')
      .set({ status: 'expired', failReason: 'payExpired', closedAt: now, updatedAt: now })
      .where('orderNo', '=', order.orderNo)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!expired) return this.reload(order.orderNo);
    await notifyOrderChanged(this.deps, expired);
    return expired;
  }

  /** Takes the order's turn to ask its provider: true for one caller in QUERY_INTERVAL_MS, whatever the number of processes. */
  private async claimQuery(orderNo: string, now: number): Promise<boolean> {
    const claimed = await this.deps.db
      .updateTable('payOrder')
      .set({ queriedAt: now })
      .where('orderNo', '=', orderNo)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('queriedAt', 'is', null), eb('queriedAt', '<=', now - QUERY_INTERVAL_MS)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0;
  }

  /** Asks the order's provider about it and applies the answer like a notification; a provider that does not answer changes nothing. */
  private async askProvider(order: OrderRow): Promise<OrderRow> {
    const provider = this.deps.registry.byName(order.provider);
    if (!provider) return order;
    try {
      const state = await provider.queryOrder(order.orderNo);
      if (state) await this.applyProviderState(provider.name, state, 'query');
    } catch (error) {
      this.deps.log.warn({ err: error, orderNo: order.orderNo, provider: provider.name }, 'payment provider query failed');
    }
    return this.reload(order.orderNo);
  }

  private async ownOrder(userId: number, orderNo: string): Promise<OrderRow> {
    const order = await this.deps.db.selectFrom('payOrder').selectAll().where('orderNo', '=', orderNo).where('userId', '=', userId).executeTakeFirst();
    // Another player's order is answered exactly like one that does not exist.
    if (!order) throw new BusinessError('recordNotFound');
    return order;
  }

  private reload(orderNo: string): Promise<OrderRow> {
    return this.deps.db.selectFrom('payOrder').selectAll().where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
  }

  /**
   * WeChat Pay's rules: inside WeChat it pays through JSAPI, which needs the player's openid (a WeChat login through the
   * official account); outside, only a merchant with the H5 product can take the payment.
   */
  private async wechatPayer(provider: PaymentProvider, userId: number, inWeChat: boolean): Promise<string | undefined> {
    if (provider.name !== 'wechat') return undefined;
    if (!inWeChat) {
      if (!this.deps.registry.capabilities('wechat').h5) throw new BusinessError('payOpenInWeChat');
      return undefined;
    }
    const identity = await this.deps.db.selectFrom('userWechat').select('openid').where('userId', '=', userId).where('app', '=', 'mp').orderBy('id', 'desc').executeTakeFirst();
    if (!identity) throw new BusinessError('payWeChatLoginRequired');
    return identity.openid;
  }

  private paymentRequest(order: OrderRow, provider: PaymentProvider, client: PayClient, openId: string | undefined) {
    const origin = this.deps.config.publicUrl ?? '';
    // The sandbox is this app: it takes same-origin paths (and delivers its notifications inside the process).
    const base = provider.name === 'sandbox' ? '' : origin;
    return {
      orderNo: order.orderNo,
      amount: Number(order.amount),
      currency: 'CNY' as const,
      method: order.method,
      description: translate('payDescription', client.language, { amount: { money: Number(order.amount) } }),
      expiresAt: Number(order.expiresAt),
      attach: String(order.userId),
      returnUrl: `${base}/#/pages/order/result?orderNo=${order.orderNo}`,
      notifyUrl: `${base}/api/app/pay/notify/${provider.name}`,
      client: { ip: client.ip, inWeChat: client.inWeChat, language: client.language, ...(openId ? { openId } : {}) },
    };
  }
}

/** A player's orders: one range of pay_order_user_idx (or of pay_order_user_status_idx under a tab). */
function ordersOf(db: Db, userId: number) {
  return db.selectFrom('payOrder').where('userId', '=', userId);
}
