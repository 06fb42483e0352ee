/** Runs remote-console alone (development): its declared routes in the minimal standalone shell. */
import { mountStandaloneRemote } from '@racing/shared/src/ui/standalone-remote-shell';
import { routes } from './routes';

void mountStandaloneRemote('remote-console', routes, (page) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${page}.tsx`));
