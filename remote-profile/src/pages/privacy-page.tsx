/** Privacy policy (/pages/user/privacy): the operator's text from the server, in the reader's language. */
import { LegalText } from '../features/account/components/legal-text';

export default function PrivacyPage() {
  return <LegalText paramKey="privacyPolicy" testId="page-privacy" />;
}
