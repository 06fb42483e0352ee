/**
 * Each language's texts travel in parts, so the first screen downloads only what it can show. A remote named here gets
 * a part of its own: the sections (top-level keys of the locale files) that only its pages use. Everything else is the
 * core part: the shell's texts, the shared modules', and every section more than one remote uses. The host fetches a
 * remote's part together with the remote's page (host/src/remotes/load-remote-page.ts), so a page never renders before
 * its texts; the boot script preloads the part of the opened route's remote beside the core. Translators still keep one
 * file per language: the parts are cut from it at build time (scripts/webpack/locale-part-loader.js). This table is
 * read at build time and by tests only; i18n-setup.ts has one import per part, held complete by the TextPart type.
 *
 * locale-parts.test.ts holds the table to the code: a section listed for a remote exists, and no code outside that
 * remote names it. Should a text still be missing at run time, i18n-setup.ts fetches the remaining parts and the page
 * shows it at once.
 *
 * Only the player's own pages (Mine and what opens from it, ~half of every locale file) and the customer-service chat
 * have a part: the betting pages are the first screen of most visits, so their texts stay in the core rather than cost
 * a second request there. (The unread count on the tab bar and on Mine is the core's `csBadge`, not the chat's.)
 */
export const REMOTE_TEXT_SECTIONS = {
  remote_profile: [
    'about',
    'bill',
    'closeAccount',
    'dashboard',
    'edit',
    'invite',
    'languagePage',
    'legal',
    'mine',
    'orders',
    'payResult',
    'phonePage',
    'recharge',
    'responsible',
    'settings',
    'switchAccount',
    'viewed',
    'withdraw',
  ],
  remote_chat: ['chat'],
} as const satisfies Record<string, readonly string[]>;

export type TextPart = 'core' | keyof typeof REMOTE_TEXT_SECTIONS;

export const TEXT_PARTS = ['core', ...Object.keys(REMOTE_TEXT_SECTIONS)] as readonly TextPart[];

/** The sections of a whole locale file that belong to `part`: a remote's listed ones, or for the core all the others. */
export function textsOfPart(texts: Record<string, unknown>, part: TextPart): Record<string, unknown> {
  const remoteSections = new Set<string>(Object.values(REMOTE_TEXT_SECTIONS).flat());
  const wanted = part === 'core' ? (section: string) => !remoteSections.has(section) : (section: string) => (REMOTE_TEXT_SECTIONS[part] as readonly string[]).includes(section);
  return Object.fromEntries(Object.entries(texts).filter(([section]) => wanted(section)));
}
