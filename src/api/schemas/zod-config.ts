import { z } from 'zod'

// zod compiles fast object parsers with `new Function`, which the site's CSP forbids (no 'unsafe-eval');
// its eval probe alone is reported as a violation. Imported first by every schema module and the entry.
z.config({ jitless: true })
