import type { ReactNode } from "react";
import { SkipToResults } from "@/components/discover/skip-to-results";
import { Footer } from "@/components/site/footer";
import { Header } from "@/components/site/header";

export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipToResults />
      <Header />
      {children}
      <Footer />
    </>
  );
}
