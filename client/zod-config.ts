// Imported first by the client entry: zod's fast path probes `new Function`, which the page policy
// (script-src 'self', no unsafe-eval) refuses and reports as a violation. Schemas built after this skip it.
import { z } from 'zod';

z.config({ jitless: true });
