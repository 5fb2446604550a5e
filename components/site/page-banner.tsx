/** A marketing page's banner: breadcrumbs, title and a line of text over a calm illustration. */
import { Picture } from "@/components/ui/picture";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

type Props = {
  title: string;
  text: string;
  crumbs: Crumb[];
  image: string;
};

export function PageBanner({ title, text, crumbs, image }: Props) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900">
      <Picture src={image} alt="" fill priority className="-z-10 object-cover" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-brand-900/55" />
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-14 sm:px-6 sm:py-20">
        <Breadcrumbs crumbs={crumbs} tone="banner" />
        <h1 className="font-serif text-4xl font-semibold leading-tight text-white sm:text-5xl">
          {title}
        </h1>
        <p className="max-w-xl text-lg text-brand-50">{text}</p>
      </div>
    </section>
  );
}
