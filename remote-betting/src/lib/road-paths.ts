/** Where the bead road and the streak board live, and the home board's query that puts one item in the slip: one place for every link to them. */
import { withQuery } from '@racing/shared/src/navigation/app-navigator';

export const BEAD_ROAD_PATH = '/pages/trend/road';
export const STREAKS_PATH = '/pages/trend/streak';

/** The home board with one play item to put in the slip (the page receives it as its `pick` prop). */
export const pickPath = (itemId: number) => withQuery('/', { pick: itemId });
