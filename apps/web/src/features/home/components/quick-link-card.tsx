import { localisedPath } from '@museum/contract';
import { useLocale, useMessages } from '../../../lib/locale';
import type { QuickLink } from '../lib/quick-links';

/** Entry animation delay between neighbouring cards. */
export const CARD_STAGGER_S = 0.05;

/** A landing card opening its search in a new tab; enters after the cards before it. */
export function QuickLinkCard({ link, index }: { link: QuickLink; index: number }) {
  const messages = useMessages();
  const text = messages.home.quickLinks[link.key];
  return (
    <a
      className="quick-card"
      href={localisedPath(useLocale(), link.href)}
      target="_blank"
      rel="noopener noreferrer"
      style={{
        animationDelay: `${(index * CARD_STAGGER_S).toFixed(2)}s`,
        backgroundImage: link.gradient,
        boxShadow: link.glowColor ? `0 0 28px ${link.glowColor}` : undefined,
      }}
    >
      <img className="quick-card__image" src={link.image} alt="" width={320} height={180} loading="lazy" />
      <span className="quick-card__title">{text.title}</span>
      <span className="quick-card__subtitle">{text.subtitle}</span>
      <span className="visually-hidden">{messages.home.landing.opensInNewTab}</span>
    </a>
  );
}
