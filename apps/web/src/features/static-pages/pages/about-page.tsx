import { useMessages } from '../../../lib/locale';
import { useSiteInfo } from '../../../lib/use-site-info';
import './static-pages.css';

/** /about: what the project is, and how to reach it. */
export function AboutPage() {
  const t = useMessages().staticPages.about;
  // The address is configuration (CONTACT_EMAIL): a site without one shows no e-mail line.
  const contactEmail = useSiteInfo().data?.contactEmail;
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
        {contactEmail && (
          <li>
            {t.email}: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </li>
        )}
      </ul>
    </article>
  );
}
