/**
 * Test tooling: with ENVIRONMENT=local this page fails while rendering, so that the browser suite
 * can see the error page. Anywhere else it does not exist (404).
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getConfig } from "@/lib/config";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false } };

export default function ErrorCheckPage() {
  if (getConfig().ENVIRONMENT !== "local") notFound();
  throw new Error("A render error forced by /error-check (ENVIRONMENT=local)");
}
