import { ru } from '../../../messages/ru';
import { useAuthDialogs } from '../components/auth-dialogs';
import { RegisterForm } from '../components/register-form';
import '../components/auth-pages.css';

/** /register: the registration form as a page, with a way on to the login dialog. */
export function RegisterPage() {
  const dialogs = useAuthDialogs();
  return (
    <section className="auth-page">
      <h1>{ru.auth.register.pageTitle}</h1>
      <RegisterForm>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => dialogs.open('login')}>
            {ru.auth.register.toLogin}
          </button>
        </div>
      </RegisterForm>
    </section>
  );
}
