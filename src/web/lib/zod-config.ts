import { config } from "zod";

// zod probes for `new Function` when a schema is built; the CSP (script-src 'self') refuses it and
// the browser reports a violation on every page. Without the probe zod interprets schemas. This
// module is the browser entry's first import, so it runs before any module builds a schema.
config({ jitless: true });
