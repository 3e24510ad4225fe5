import { AboutBlock } from '../components/about-block';
import { CatalogueLanding } from '../components/catalogue-landing';
import { Hero } from '../components/hero';
import { ManufacturersSection } from '../components/manufacturers-section';
import { NewArrivals } from '../components/new-arrivals';
import '../components/home.css';

/** Hero, About, catalogue landing, manufacturers, and last the new arrivals. */
export function HomePage() {
  return (
    <div className="home">
      <Hero />
      <AboutBlock />
      <CatalogueLanding />
      <ManufacturersSection />
      <NewArrivals />
    </div>
  );
}
