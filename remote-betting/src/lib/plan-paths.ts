/** Where the plan hall's pages live, and the home board's query that copies a plan: one place for every link to them. */
import { withQuery } from '@racing/shared/src/navigation/app-navigator';

export const PLAN_HALL_PATH = '/pages/plan/index';
export const PLAN_AUTHOR_PATH = '/pages/plan/author';
export const PLAN_DETAIL_PATH = '/pages/plan/detail';

export const planDetailPath = (id: number | string) => withQuery(PLAN_DETAIL_PATH, { id });
export const planAuthorPath = (id: number | string) => withQuery(PLAN_AUTHOR_PATH, { id });
/** The home board with a plan to copy into the slip (the page receives it as its `copyPlan` prop). */
export const copyPlanPath = (id: number | string) => withQuery('/', { copyPlan: id });

/** A page's `id` query parameter as a positive integer, or null. */
export function idFromQuery(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
