// What the account dialogs' tests share: an opener standing for the header's «Войти», and the steps
// every test takes to open the login dialog and send it.
import type { MessageDto } from '@museum/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meHandler } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { useAuthDialogs } from './auth-dialogs';

export function Opener() {
  const dialogs = useAuthDialogs();
  return (
    <button type="button" onClick={() => dialogs.open('login')}>
      открыть
    </button>
  );
}

export const OK = { message: 'ok' } satisfies MessageDto;
export const OFFLINE = 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.';
export const ivan = (secondFactor = false) => meHandler({ username: 'ivan', email: 'i@x.ru', roles: ['ROLE_USER'], secondFactor });

export async function openLogin() {
  renderWithProviders(<Opener />);
  await userEvent.click(screen.getByRole('button', { name: 'открыть' }));
  return screen.findByRole('dialog', { name: 'Вход' });
}

export async function submitLogin(username = 'ivan', password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText(/^Логин или e-mail/), username);
  await userEvent.type(screen.getByLabelText(/^Пароль/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}
