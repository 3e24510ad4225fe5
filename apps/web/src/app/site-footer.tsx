import { ru } from '../messages/ru';
import { LinkList } from './header/nav-links';
import { FOOTER_SECTIONS } from './header/site-sections';

/** Every section of the site for everyone, the copyright line of the current year and the running release. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-labelledby="footer-sections">
        <h2 id="footer-sections" className="site-footer__title">
          {ru.footer.sectionsTitle}
        </h2>
        <LinkList links={FOOTER_SECTIONS} className="site-footer__links" />
      </nav>
      <p>{ru.footer.copyright(new Date().getFullYear())}</p>
      <p className="site-footer__version">{ru.footer.version(__APP_VERSION__)}</p>
    </footer>
  );
}
