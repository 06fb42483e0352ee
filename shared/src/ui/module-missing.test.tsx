/** An entry point whose route no remote serves here says which module is missing, in the user language. */
import { render, screen } from '@testing-library/react';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { servedRoutes } from '@racing/shared/src/routing/served-routes';
import { ModuleMissing } from './module-missing';

afterEach(() => servedRoutes.set(null));

it('names the missing module in the user language', async () => {
  await initI18n('es');
  render(<ModuleMissing moduleKey="modules.chat" />);
  expect(screen.getByTestId('module-missing')).toHaveTextContent('El módulo Mensajes no está instalado.');
});

it('knows which routes are served once the host has published them, query aside', () => {
  expect(servedRoutes.isServed('/uni_modules/cool-cs/pages/chat')).toBe(true);
  servedRoutes.set(['/', '/pages/user/about']);
  expect(servedRoutes.isServed('/pages/user/about?x=1')).toBe(true);
  expect(servedRoutes.isServed('/uni_modules/cool-cs/pages/chat')).toBe(false);
});
