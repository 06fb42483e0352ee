/** WeChat's in-app browser: knowing we are in it, and asking its bridge (WeixinJSBridge) to show the WeChat Pay sheet for a JSAPI payment. */
import { isWeChatBrowser } from '@racing/shared/src/platform/host-environment';
import type { JsapiParams } from './api/recharge-api';

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiParams, callback: (answer: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** How long to wait for the bridge when WeChat has not injected it yet (it arrives with a 'WeixinJSBridgeReady' event). */
const BRIDGE_WAIT_MS = 3000;

/** Knowing we are in WeChat: the check is shared, the login page asks it too. */
export { isWeChatBrowser };

/** The bridge, once WeChat has injected it; null outside WeChat or when it never comes. */
function weixinBridge(): Promise<WeixinJSBridge | null> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge);
  if (!isWeChatBrowser()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const ready = () => {
      window.clearTimeout(timer);
      resolve(window.WeixinJSBridge ?? null);
    };
    const timer = window.setTimeout(() => {
      document.removeEventListener('WeixinJSBridgeReady', ready);
      resolve(null);
    }, BRIDGE_WAIT_MS);
    document.addEventListener('WeixinJSBridgeReady', ready, { once: true });
  });
}

/** What the WeChat Pay sheet answered; 'unavailable' when there is no bridge to ask (not in WeChat's browser). */
export type WeChatPayAnswer = 'ok' | 'cancel' | 'fail' | 'unavailable';

/** Shows the WeChat Pay sheet. "ok" only says the player confirmed: the order is paid when the server has heard from WeChat. */
export async function requestWeChatPayment(params: JsapiParams): Promise<WeChatPayAnswer> {
  const bridge = await weixinBridge();
  if (!bridge) return 'unavailable';
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (answer) => {
      const outcome = answer.err_msg?.split(':').pop();
      resolve(outcome === 'ok' || outcome === 'cancel' ? outcome : 'fail');
    });
  });
}
