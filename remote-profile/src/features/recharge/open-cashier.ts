/** Leaves the app for the provider's cashier page (the sandbox's comes back to #/pages/order/result?orderNo=). Its own module so tests can watch the page being left. */
export function openCashier(url: string): void {
  window.location.assign(url);
}
