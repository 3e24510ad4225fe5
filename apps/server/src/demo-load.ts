// The demo catalogue's first load (see demo-catalogue.ts): run by the server as a process of its own.
import { loadConfig } from './config';
import { loadDemoCatalogue } from './demo-catalogue';

loadDemoCatalogue(loadConfig()).then(
  (loaded) => {
    if (loaded) console.log(`Demo catalogue loaded: ${loaded.products} products, ${loaded.details} details, ${loaded.photos} photos.`);
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
