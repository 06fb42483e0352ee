/** The link a friend opens to register with my code: this app's address with the server's registration route after the hash. */

/** `registerPath` is the server's "#/pages/user/register?invite=CODE"; the app's address is where it is served now. */
export function inviteLink(registerPath: string, where: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  const route = registerPath.startsWith('#') ? registerPath : `#${registerPath.startsWith('/') ? '' : '/'}${registerPath}`;
  return `${where.origin}${where.pathname}${route}`;
}
