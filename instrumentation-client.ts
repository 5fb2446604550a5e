/**
 * Runs in the browser before the app's own code. The Content-Security-Policy forbids eval, and
 * zod would otherwise probe for it with `Function("")` (caught, but reported as a CSP violation).
 */
import { z } from "zod";

z.config({ jitless: true });
