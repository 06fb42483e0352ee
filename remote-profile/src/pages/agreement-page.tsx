/** User agreement (/pages/user/agreement): the operator's text from the server, in the reader's language. */
import { LegalText } from '../features/account/components/legal-text';

export default function AgreementPage() {
  return <LegalText paramKey="userAgreement" testId="page-agreement" />;
}
