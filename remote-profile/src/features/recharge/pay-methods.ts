/** Which payment methods a player can use here: WeChat Pay outside WeChat's browser needs its H5 payment (the sandbox needs nothing). */
import type { OrderOptions, PayMethod } from '../../api/order-api';

export type MethodOffer = OrderOptions['methods'][number];

/** WeChat Pay that can only be paid inside WeChat's browser, opened elsewhere: the server would refuse it. */
export function needsWeChatBrowser(offer: MethodOffer, inWeChat: boolean): boolean {
  return offer.method === 'wechat' && !offer.sandbox && !inWeChat && !offer.h5;
}

/** The method chosen to start with: WeChat Pay inside WeChat, else the first one that can be used. */
export function initialMethod(offers: readonly MethodOffer[], inWeChat: boolean): PayMethod | null {
  const usable = offers.filter((offer) => !needsWeChatBrowser(offer, inWeChat));
  return (inWeChat ? usable.find((offer) => offer.method === 'wechat') : undefined)?.method ?? usable[0]?.method ?? null;
}
