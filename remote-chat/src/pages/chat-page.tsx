/** Chat page (/uni_modules/cool-cs/pages/chat): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function ChatPage() {
  return <PageFrame titleKey="titles.chat" testId="page-chat" />;
}
