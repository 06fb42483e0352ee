// Wires the payment providers (the sandbox always; WeChat Pay and Alipay when configured), the order service and its
// sweeper to the app: app.payments = { registry, orders, sandbox, sweeper }.
import fp from 'fastify-plugin';
import { AlipayProvider } from '../../payments/alipay-provider';
import { OrderService } from '../../payments/order-service';
import { OrderSweeper } from '../../payments/order-sweeper';
import { PaymentRegistry } from '../../payments/payment-registry';
import { SandboxProvider } from '../../payments/sandbox-provider';
import { type DeliverNotification } from '../../payments/sandbox-gateway';
import { WechatPayProvider } from '../../payments/wechat-pay-provider';

export interface Payments {
  registry: PaymentRegistry;
  orders: OrderService;
  /** The sandbox provider itself: its cashier routes take the payer's decisions through its gateway. */
  sandbox: SandboxProvider;
  sweeper: OrderSweeper;
}

export default fp(
  async function payments(app) {
    const { config, db, dialect } = app;
    // The sandbox notifies through the app's own HTTP pipeline (parsers, hooks, the notify route), as a provider's
    // request would arrive, without depending on the address the server is reached at.
    const deliver: DeliverNotification = async (path, headers, body) => {
      const response = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: body });
      return { status: response.statusCode, body: response.body };
    };
    const sandbox = new SandboxProvider({ db, secret: config.payments.sandbox.secret, deliver, log: app.log });
    const { wechatPay, alipay } = config.payments;
    const registry = new PaymentRegistry({
      sandbox,
      ...(wechatPay ? { wechat: new WechatPayProvider(wechatPay), wechatH5: wechatPay.h5 } : {}),
      ...(alipay ? { alipay: new AlipayProvider(alipay) } : {}),
    });
    const orders = new OrderService({ db, dialect, registry, config: config.payments, realtime: () => app.realtime, notifications: () => app.notifications, log: app.log, now: Date.now });
    const sweeper = new OrderSweeper(orders, app.log);
    app.decorate('payments', { registry, orders, sandbox, sweeper } satisfies Payments);

    // Like the draws, the sweeper runs only in the process that holds the schedule: app.ts starts it with them.
    app.addHook('onClose', async () => {
      await sweeper.stop();
      await sandbox.gateway.stop();
    });
  },
  { name: 'payments', dependencies: ['realtime', 'notifications'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}
