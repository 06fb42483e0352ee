/** Console notices (/console/notices): the list of notices and their editor, within the operator's permissions. */
import { ConsoleFrame } from '../frame/console-frame';
import { useOperator } from '../session/operator-session';
import { NoticesManager } from '../features/notices/components/notices-manager';

export default function ConsoleNoticesPage() {
  const { can } = useOperator();
  return (
    <ConsoleFrame titleKey="console:notices.title" permission="notice:notice:page">
      <NoticesManager
        permissions={{
          add: can('notice:notice:add'),
          update: can('notice:notice:update'),
          publish: can('notice:notice:publish'),
          unpublish: can('notice:notice:unpublish'),
          delete: can('notice:notice:delete'),
        }}
      />
    </ConsoleFrame>
  );
}
