/** The frame a remote's page shows until its feature issue fills it in: the page title and a "being built" note. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { ReactNode } from 'react';

/** The "being built" note; `data-placeholder` lets the browser tests tell an unfinished page from a real one. */
export function UnderConstruction() {
  const { t } = useTranslation();
  return (
    <p data-placeholder="true" style={{ color: '#6b6b6b' }}>
      {t('frame.underConstruction')}
    </p>
  );
}

export function PageFrame({ titleKey, testId, children }: { titleKey: string; testId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section data-testid={testId} style={{ padding: 16 }}>
      <h1 style={{ fontSize: 18, margin: '0 0 12px' }}>{t(titleKey)}</h1>
      {children ?? <UnderConstruction />}
    </section>
  );
}
