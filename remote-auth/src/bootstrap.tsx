/** Runs remote-auth alone (development): its own routes in the minimal standalone shell. */
import { mountStandaloneRemote } from '@racing/shared/src/ui/standalone-remote-shell';
import { routes } from './routes';

void mountStandaloneRemote('remote_auth', routes);
