import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/router';
import './components/ui/controls.css';
import './styles.css';
import { activeLocale, loadCatalogue, savedChoiceAddress } from './lib/locale';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A reader who chose another language before the server knew of it goes there from / (ADR 081).
const away = savedChoiceAddress(window.location.pathname, window.location.search);
if (away) window.location.replace(away);
// An English page fetches its texts first (a chunk of their own); the server's summary shows meanwhile.
await loadCatalogue(activeLocale());
// The page's chunk too: until the router has it the app would draw nothing, and the server's first
// screen would give way to an empty page (ADR 073).
await routerReady();
// render, not hydrate: the server's plain summary inside #root is replaced by the app.
if (!away)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
