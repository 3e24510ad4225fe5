import { Link, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { ru } from '../messages/ru';

export function Layout() {
  return (
    <div className="app">
      <header className="site-header">
        <Link to={paths.home} className="logo">
          {ru.museumName}
        </Link>
      </header>
      <main className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">{ru.footer.copyright}</footer>
    </div>
  );
}
