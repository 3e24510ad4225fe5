import { ru } from '../../../messages/ru';

export function Hero() {
  return (
    <section className="hero">
      <h1 className="hero__title">{ru.home.hero.title}</h1>
      <p className="hero__subtitle">{ru.home.hero.subtitle}</p>
    </section>
  );
}
