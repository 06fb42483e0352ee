// How an uploaded image's address is written to clients: relative (/uploads/…) by default, absolute under PUBLIC_URL
// when one is configured, since a native app shell has no page origin to resolve a relative one against.

/**
 * The address to hand a client for a stored image (/uploads/…). An address that is not a path of ours (a WeChat
 * login's picture, https://wx.qlogo.cn/…) is already absolute and goes out as it is.
 */
export function publicUploadUrl(address: string, publicUrl: string | undefined): string {
  return publicUrl && address.startsWith('/') ? `${publicUrl}${address}` : address;
}

/** The stored path behind an address a client sends back: our own absolute form loses its origin; anything else is left as it is (and then fails the store's check). */
export function uploadPathOf(address: string, publicUrl: string | undefined): string {
  return publicUrl && address.startsWith(`${publicUrl}/`) ? address.slice(publicUrl.length) : address;
}
