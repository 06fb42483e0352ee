/** Login page (/pages/user/login): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function LoginPage() {
  return <PageFrame titleKey="titles.login" testId="page-login" />;
}
