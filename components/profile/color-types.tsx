/** The service's color type, a plain radio group (no script needed). */
import type { Service } from "@/lib/catalog/types";

const SWATCH: Record<Service["colorTypes"][number], string> = {
  Green: "bg-success",
  Yellow: "bg-gold-400",
  Primary: "bg-brand-700",
};

export function ColorTypes({ options }: { options: Service["colorTypes"] }) {
  if (options.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Color type</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border border-line bg-surface py-1 pr-4 pl-2 text-sm font-medium text-ink transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-600/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="color-type"
              value={option}
              defaultChecked={index === 0}
              className={`size-6 cursor-pointer appearance-none rounded-full ring-2 ring-transparent ring-offset-2 ring-offset-surface outline-none checked:ring-ink ${SWATCH[option]}`}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
