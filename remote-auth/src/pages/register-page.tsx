/** Register page (/pages/user/register): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function RegisterPage() {
  return <PageFrame titleKey="titles.register" testId="page-register" />;
}
