import { useMessages } from '../lib/locale';
import { LinkList } from './header/nav-links';
import { FOOTER_SECTIONS } from './header/site-sections';

/** Every section of the site for everyone, the copyright line of the current year and the running release. */
export function SiteFooter() {
  const messages = useMessages();
  return (
    <footer className="site-footer">
      <nav aria-labelledby="footer-sections">
        <h2 id="footer-sections" className="site-footer__title">
          {messages.footer.sectionsTitle}
        </h2>
        <LinkList links={FOOTER_SECTIONS} className="site-footer__links" />
      </nav>
      <p>{messages.footer.copyright(new Date().getFullYear())}</p>
      <p className="site-footer__version">{messages.footer.version(__APP_VERSION__)}</p>
    </footer>
  );
}
