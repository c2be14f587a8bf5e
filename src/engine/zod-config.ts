/**
 * `zod/mini` loads no error-message locale; the save and scenario checks name what is wrong in
 * English (their RuleError messages), so load only the English one, once.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());
