import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { activeLocale, LocaleProvider } from '../lib/locale';
import { queryClient } from '../lib/query-client';
import { router } from './router';

/** The page's language, fixed by its address for the life of the page (switching loads the other address). */
const locale = activeLocale();
document.documentElement.lang = locale;

export function App() {
  return (
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>
  );
}
