import { useMessages } from '../../../lib/locale';

export function Hero() {
  const messages = useMessages();
  return (
    <section className="hero">
      <h1 className="hero__title">{messages.home.hero.title}</h1>
      <p className="hero__subtitle">{messages.home.hero.subtitle}</p>
    </section>
  );
}
