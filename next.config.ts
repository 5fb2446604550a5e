import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The provider API is wire-compatible with a FastAPI project whose clients call
  // both `/items/` and `/users/me`: neither spelling may be redirected.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) as its own step; the build does
  // not repeat it, so a type slip in a test file can never stop `npm start` from serving.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Lets a second build (e.g. a test run beside a dev build) live in its own folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default nextConfig;
