import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-6xl font-bold text-accent">Oops!</h1>
      <p className="text-lg text-ink-muted">Page not found.</p>
      <Link
        href="/"
        className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Go back
      </Link>
    </main>
  );
}
