/** Frame until a feature fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function Page() {
  return <PageFrame titleKey="titles.bindPhone" testId="page-phone" />;
}
