/** Captcha page (/pages/user/captcha): its frame until the page's feature issue fills it in. */
import { PageFrame } from '@racing/shared/src/ui/page-frame';

export default function CaptchaPage() {
  return <PageFrame titleKey="titles.captcha" testId="page-captcha" />;
}
