import { z } from 'zod';
import { humanIssueMessage } from './issue-messages';

// Validation messages in Russian, for the server's problem answers and the web forms alike:
// short phrases of our own for the common cases (they follow a field label: «Год: не меньше 1800»),
// zod's Russian locale for the rest.
z.config(z.locales.ru());
z.config({ customError: humanIssueMessage });
