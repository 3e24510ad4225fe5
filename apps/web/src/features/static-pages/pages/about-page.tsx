import { ru } from '../../../messages/ru';
import './static-pages.css';

const t = ru.staticPages.about;

/** /about: what the project is, and how to reach it. */
export function AboutPage() {
  return (
    <article className="text-page">
      <h1>{t.title}</h1>
      {t.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>{t.contactsTitle}</h2>
      <ul className="text-page__contacts">
        <li>
          {t.messenger}:{' '}
          <a href={t.messengerUrl} target="_blank" rel="noreferrer noopener">
            {t.messengerHandle}
          </a>
        </li>
        <li>
          {t.email}: <a href={`mailto:${t.emailAddress}`}>{t.emailAddress}</a>
        </li>
      </ul>
    </article>
  );
}
