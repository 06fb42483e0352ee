/** Edit page (/pages/user/edit): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function EditPage() {
  return <PageFrame titleKey="titles.edit" testId="page-edit" />;
}
