import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './components/ui/controls.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// render, not hydrate: the server's plain summary inside #root is replaced by the app.
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
