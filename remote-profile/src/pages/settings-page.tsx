/** Settings page (/pages/user/set): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function SettingsPage() {
  return <PageFrame titleKey="titles.settings" testId="page-settings" />;
}
