/** Order-receiving mode and message notification: each switch saves at once and springs back with the server's message when refused. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Switch from 'antd-mobile/es/components/switch';
import { session } from '@racing/shared/src/session/session-store';
import { MenuGroup, MenuLine } from '../../../components/menu-list';
import type { PersonSetting } from '../api/person-api';
import { togglePersonSetting } from '../toggle-person-setting';

const SWITCHES: { setting: PersonSetting; labelKey: string }[] = [
  { setting: 'orderReceiving', labelKey: 'mine.orderReceiving' },
  { setting: 'messageNotification', labelKey: 'mine.messageNotification' },
];

export const SettingSwitches = observer(function SettingSwitches() {
  const { t } = useTranslation();
  const settings = session.userInfo?.settings;
  return (
    <MenuGroup>
      {SWITCHES.map(({ setting, labelKey }) => (
        <MenuLine
          key={setting}
          label={t(labelKey)}
          testId={`mine-item-${setting}`}
          item
          value={
            <Switch
              checked={settings?.[setting] ?? false}
              disabled={!settings}
              onChange={(open) => togglePersonSetting(setting, open)}
              aria-label={t(labelKey)}
              data-testid={`mine-switch-${setting}`}
              style={{ '--checked-color': '#cf352c', '--height': '28px', '--width': '46px' }}
            />
          }
        />
      ))}
    </MenuGroup>
  );
});
