"use client";
/** Step 1, About: the name seekers see, headline, bio, category, specialties, languages, experience. */
import { Controller, useWatch } from "react-hook-form";
import { useCurrentUser } from "@/components/app/session-provider";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { READING_TYPES, SPECIALTIES } from "@/lib/catalog/types";
import { LISTING_LIMITS, listingFields } from "@/lib/listings/schema";
import type { CategoryOption } from "./category-option";
import { ChipsInput } from "./chips-input";
import { useDraft } from "./draft-context";
import {
  type AboutValues,
  aboutSchema,
  emptyToNull,
  numberBounds,
  toNumberOrNull,
} from "./listing-form";
import { StepForm } from "./step-form";
import { useStepForm } from "./use-step-form";

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function AboutStep({ categories }: { categories: readonly CategoryOption[] }) {
  const { listing } = useDraft();
  const user = useCurrentUser();
  const ownName = [user.firstname, user.lastname].filter(Boolean).join(" ") || user.full_name || "";
  const { form, save } = useStepForm({
    schema: aboutSchema,
    defaults: {
      display_name: listing.display_name || ownName,
      headline: listing.headline,
      bio: listing.bio,
      category: listing.category,
      specialties: listing.specialties as AboutValues["specialties"],
      reading_types: listing.reading_types as AboutValues["reading_types"],
      languages: listing.languages,
      years_experience: listing.years_experience,
    },
  });
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: "bio" }) ?? "";

  return (
    <StepForm onSave={save}>
      <TextField
        label="Display name"
        hint="The name seekers see on your profile."
        autoComplete="name"
        maxLength={LISTING_LIMITS.displayName}
        error={errors.display_name?.message}
        {...form.register("display_name")}
      />
      <TextField
        label="Headline"
        hint={`One line under your name, up to ${LISTING_LIMITS.headline} characters.`}
        maxLength={LISTING_LIMITS.headline}
        error={errors.headline?.message}
        {...form.register("headline")}
      />
      <TextareaField
        label="Bio"
        hint="Plain text. Leave an empty line between paragraphs."
        rows={8}
        maxLength={LISTING_LIMITS.bioMax}
        count={{
          length: bio.trim().length,
          max: LISTING_LIMITS.bioMax,
          min: LISTING_LIMITS.bioMin,
        }}
        error={errors.bio?.message}
        {...form.register("bio")}
      />
      <SelectField
        label="Category"
        options={[
          { value: "", label: "Choose a category" },
          ...categories.map((c) => ({ value: c.slug, label: c.name })),
        ]}
        error={errors.category?.message}
        {...form.register("category", { setValueAs: emptyToNull })}
      />
      <Controller
        control={form.control}
        name="specialties"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            type="checkbox"
            legend="Specialties"
            hint="Choose at least one."
            options={asOptions(SPECIALTIES)}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="reading_types"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            type="checkbox"
            legend="Reading types"
            hint="Optional."
            options={asOptions(READING_TYPES)}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="languages"
        render={({ field, fieldState }) => (
          <ChipsInput
            label="Languages"
            hint="Add each language you hold sessions in."
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? errors.languages?.[0]?.message}
          />
        )}
      />
      <TextField
        label="Years of experience"
        type="number"
        inputMode="numeric"
        step={1}
        {...numberBounds(listingFields.years_experience)}
        className="max-w-40"
        error={errors.years_experience?.message}
        {...form.register("years_experience", { setValueAs: toNumberOrNull })}
      />
    </StepForm>
  );
}
