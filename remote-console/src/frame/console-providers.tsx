/** What every console page sits in: the console's texts registered, and antd configured for the language in use. */
import { useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ConfigProviderProps } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@racing/shared/src/i18n/languages';
import { registerConsoleLocales } from '../locales';

const ANTD_LOCALES: Record<Language, NonNullable<ConfigProviderProps['locale']>> = { 'zh-Hans': zhCN, 'zh-Hant': zhTW, en: enUS, es: esES, fr: frFR };

export function ConsoleProviders({ children }: { children: ReactNode }) {
  // Before the first t(): the console namespace joins the i18next instance the host (or the standalone shell) started.
  useState(() => registerConsoleLocales());
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ConfigProvider locale={ANTD_LOCALES[isLanguage(language) ? language : 'en']} theme={{ token: { colorPrimary: '#1677ff' } }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
