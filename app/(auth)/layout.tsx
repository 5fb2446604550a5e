import type { ReactNode } from "react";
import { Header } from "@/components/site/header";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main className="flex justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
    </>
  );
}
