/** The agreement line is one sentence per language with the two texts as links inside it, wherever the language puts them. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { AgreementCheck } from './agreement-check';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn().mockResolvedValue('text'), post: jest.fn() } }));

beforeAll(() => initI18n('en'));
afterAll(() => changeLanguage('en'));

it.each([
  ['en', 'I have read and agree to the User Agreement and the Privacy Policy', 'User Agreement', 'Privacy Policy'],
  ['es', 'He leído y acepto el Acuerdo de usuario y la Política de privacidad', 'Acuerdo de usuario', 'Política de privacidad'],
  ['fr', 'J’ai lu et j’accepte les Conditions d’utilisation et la Politique de confidentialité', 'Conditions d’utilisation', 'Politique de confidentialité'],
  ['zh-Hans', '我已阅读并同意《用户协议》和《隐私政策》', '《用户协议》', '《隐私政策》'],
  ['zh-Hant', '我已閱讀並同意《使用者條款》與《隱私權政策》', '《使用者條款》', '《隱私權政策》'],
] as const)('reads as one sentence in %s, the checkbox named by all of it', async (language, sentence, agreement, privacy) => {
  await changeLanguage(language);
  const onChange = jest.fn();
  render(<AgreementCheck checked={false} onChange={onChange} />);
  expect(screen.getByTestId('agreement-text')).toHaveTextContent(sentence, { normalizeWhitespace: false });
  // The accessible name is the same words; the name computation pads the links with spaces, which Chinese does not write.
  const loose = new RegExp(`^${[...sentence.replace(/\s+/g, '')].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);
  expect(screen.getByRole('checkbox')).toHaveAccessibleName(loose);
  expect(screen.getByRole('button', { name: agreement })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: privacy })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox'));
  expect(onChange).toHaveBeenCalledWith(true);
});

it('opens the text a link names', async () => {
  await changeLanguage('en');
  render(<AgreementCheck checked={false} onChange={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
  expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeInTheDocument();
});
