import { z } from 'zod';

// Built-in validation messages in Russian, for the server's problem answers and the web forms alike.
z.config(z.locales.ru());
