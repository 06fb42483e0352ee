/** The five app languages, each named in itself, the one in use checked; choosing one applies it everywhere at once and remembers it. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { changeLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@racing/shared/src/i18n/languages';
import './account-pages.css';

export function LanguageList({ onChosen }: { onChosen: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const [switching, setSwitching] = useState(false);

  async function choose(language: Language) {
    if (switching) return;
    setSwitching(true);
    try {
      if (language !== i18n.language) await changeLanguage(language);
    } finally {
      setSwitching(false);
    }
    onChosen(language);
  }

  return (
    <ul className="account-card" role="radiogroup" aria-label={t('mine.language')}>
      {LANGUAGES.map((language) => {
        const current = language === i18n.language;
        return (
          <li key={language} role="none">
            <button type="button" role="radio" aria-checked={current} className="language-option" data-testid={`language-${language}`} disabled={switching} onClick={() => choose(language)}>
              <span className="language-option__name" lang={language}>
                {LANGUAGE_NAMES[language]}
              </span>
              {current && (
                <svg className="language-option__check" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
