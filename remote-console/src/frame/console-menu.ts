/** The console's sections in menu order, each with the permission that opens its page. */

export interface ConsoleSection {
  key: string;
  path: string;
  /** `console:shell.menu.<key>`. */
  labelKey: string;
  /** The section's first call: a role without it does not see the section. */
  permission: string;
}

const section = (key: string, permission: string): ConsoleSection => ({ key, path: `/console/${key}`, labelKey: `console:shell.menu.${key}`, permission });

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  section('overview', 'stats:overview:summary'),
  section('notices', 'notice:notice:page'),
  section('catalogue', 'catalogue:odds:page'),
  section('draws', 'draw:period:page'),
  section('players', 'player:player:page'),
  section('money', 'money:order:page'),
  section('cs', 'cs:overview:summary'),
  section('audit', 'audit:log:page'),
  section('operators', 'base:operator:page'),
];

/** The section a path belongs to (`/console/player` is the players section). */
export function sectionOf(path: string): ConsoleSection | undefined {
  if (path === '/console/player') return CONSOLE_SECTIONS.find((item) => item.key === 'players');
  return CONSOLE_SECTIONS.find((item) => item.path === path);
}

/** Where an operator lands after sign-in: the first section their role may open. */
export function homeSectionPath(can: (permission: string) => boolean): string | undefined {
  return CONSOLE_SECTIONS.find((item) => can(item.permission))?.path;
}
