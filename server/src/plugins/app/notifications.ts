// The notification centre on the app: app.notifications (notifications/notification-service.ts), which the plan hall,
// payments and customer service call after their own work committed; it pushes over realtime's player rooms.
import fp from 'fastify-plugin';
import { NotificationService } from '../../notifications/notification-service';

export default fp(
  async function notifications(app) {
    app.decorate('notifications', new NotificationService({ db: app.db, realtime: () => app.realtime, log: app.log, publicUrl: app.config.publicUrl }));
  },
  { name: 'notifications', dependencies: ['database', 'realtime'] },
);
