/**
 * A translated sentence with React elements for its tags (`<user>…</user>`), for the few texts that carry a link or a
 * value inside them. Bundled into each app that uses it (PER_APP_MODULES in scripts/webpack/shared-singletons.js), so the
 * host's start-up scripts never carry react-i18next's tag parser. The bundled copy keeps no i18n instance of its own:
 * it gets the one i18n instance and its `t` from the shared `useTranslation`, so it follows the shown language.
 */
import type { ReactElement } from 'react';
import { Trans as TransWithoutContext } from 'react-i18next/TransWithoutContext';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

export interface TransProps {
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

export function Trans({ i18nKey, values, components }: TransProps) {
  const { t, i18n } = useTranslation();
  return <TransWithoutContext i18nKey={i18nKey} values={values} components={components} t={t} i18n={i18n} />;
}
