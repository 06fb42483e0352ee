/** The frame a remote's page shows until its feature issue fills it in: the page title and a "being built" note. */
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

export function PageFrame({ titleKey, testId, children }: { titleKey: string; testId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section data-testid={testId} style={{ padding: 16 }}>
      <h1 style={{ fontSize: 18, margin: '0 0 12px' }}>{t(titleKey)}</h1>
      {children ?? <p style={{ color: '#888' }}>{t('frame.underConstruction')}</p>}
    </section>
  );
}
