// Which provider serves a payment method (its real provider when configured, the sandbox otherwise) and what each can do.
import { PAY_METHODS, type PayMethod, type PaymentProvider } from './payment-provider';

/** What a method offers the client: whether it is the sandbox, and where it can pay (a phone browser, WeChat's own browser). */
export interface MethodCapabilities {
  method: PayMethod;
  sandbox: boolean;
  /** Payable from an ordinary phone browser (a redirect to the provider's page). */
  h5: boolean;
  /** Payable inside WeChat's browser through its JSAPI. */
  jsapi: boolean;
}

export interface RegisteredProviders {
  sandbox: PaymentProvider;
  wechat?: PaymentProvider;
  alipay?: PaymentProvider;
  /** Whether the WeChat Pay merchant has the H5 product (without it, WeChat Pay works only inside WeChat). */
  wechatH5?: boolean;
}

export class PaymentRegistry {
  constructor(private readonly providers: RegisteredProviders) {}

  /** The provider a new order of this method goes to. */
  forMethod(method: PayMethod): PaymentProvider {
    return this.providers[method] ?? this.providers.sandbox;
  }

  /** The provider that served an order (its `provider` column), or a notification's path; undefined for a name we do not know. */
  byName(name: string): PaymentProvider | undefined {
    if (name === 'sandbox') return this.providers.sandbox;
    if (name === 'wechat' || name === 'alipay') return this.providers[name];
    return undefined;
  }

  capabilities(method: PayMethod): MethodCapabilities {
    const provider = this.forMethod(method);
    if (provider.name === 'wechat') return { method, sandbox: false, h5: this.providers.wechatH5 === true, jsapi: true };
    // Alipay's mobile web pay and the sandbox's cashier are pages the browser is sent to; neither has a JSAPI.
    return { method, sandbox: provider.name === 'sandbox', h5: true, jsapi: false };
  }

  methods(): MethodCapabilities[] {
    return PAY_METHODS.map((method) => this.capabilities(method));
  }
}
