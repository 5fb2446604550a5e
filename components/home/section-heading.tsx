/** The eyebrow, title and line of text that open each home section. */
import { cn } from "@/lib/cn";

type Props = {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  align?: "left" | "center";
  className?: string;
};

export function SectionHeading({ id, eyebrow, title, text, align = "left", className }: Props) {
  return (
    <div
      className={cn(
        "flex flex-col gap-3",
        align === "center" && "mx-auto items-center text-center",
        className,
      )}
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p>
      <h2 id={id} className="font-serif text-3xl font-semibold leading-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {text ? <p className="max-w-2xl text-ink-muted">{text}</p> : null}
    </div>
  );
}
