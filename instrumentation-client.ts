/**
 * Runs in the browser before the app's own code: zod must not probe for eval, which the
 * Content-Security-Policy forbids (see lib/validation/zod-jitless.ts).
 */
import { makeZodJitless } from "@/lib/validation/zod-jitless";

makeZodJitless();
