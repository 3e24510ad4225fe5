import { useMessages } from '../../../lib/locale';
import { useAuthDialogs } from '../components/auth-dialogs';
import { RegisterForm } from '../components/register-form';
import '../components/auth-pages.css';

/** /register: the registration form as a page, with a way on to the login dialog. */
export function RegisterPage() {
  const messages = useMessages();
  const dialogs = useAuthDialogs();
  return (
    <section className="auth-page">
      <h1>{messages.auth.register.pageTitle}</h1>
      <RegisterForm>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => dialogs.open('login')}>
            {messages.auth.register.toLogin}
          </button>
        </div>
      </RegisterForm>
    </section>
  );
}
