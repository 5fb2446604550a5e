/** A page's banner: breadcrumb, title and a line of text over a calm illustration. */
import { ChevronRight } from "lucide-react";
import Image from "next/image";
import Link from "next/link";

type Crumb = { href: string; label: string };

type Props = {
  title: string;
  text: string;
  crumbs: Crumb[];
  image: string;
};

export function PageBanner({ title, text, crumbs, image }: Props) {
  const current = crumbs.at(-1);
  return (
    <section className="relative isolate overflow-hidden bg-brand-900">
      <Image
        src={image}
        alt=""
        fill
        unoptimized
        priority
        sizes="100vw"
        className="-z-10 object-cover"
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-brand-900/55" />
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-14 sm:px-6 sm:py-20">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-50">
            {crumbs.map((crumb) => (
              <li key={crumb.href} className="flex items-center gap-1">
                {crumb === current ? (
                  <Link
                    href={crumb.href}
                    aria-current="page"
                    className="rounded px-1 py-2 font-semibold text-white"
                  >
                    {crumb.label}
                  </Link>
                ) : (
                  <>
                    <Link
                      href={crumb.href}
                      className="rounded px-1 py-2 underline-offset-4 hover:underline"
                    >
                      {crumb.label}
                    </Link>
                    <ChevronRight aria-hidden size={14} />
                  </>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="font-serif text-4xl font-semibold leading-tight text-white sm:text-5xl">
          {title}
        </h1>
        <p className="max-w-xl text-lg text-brand-50">{text}</p>
      </div>
    </section>
  );
}
