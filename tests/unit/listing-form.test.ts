/** The listing editor's step forms: the field rules they pick, their plain messages, their steps. */
import { describe, expect, it } from "vitest";
import {
  aboutSchema,
  availabilitySchema,
  formParseOptions,
  numberBounds,
  plainMessage,
  sessionsSchema,
} from "@/components/listing/listing-form";
import { parseStep, STEPS, stepOfField } from "@/components/listing/listing-steps";
import { listingFields, WEEKDAYS } from "@/lib/listings/schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("step schemas", () => {
  it("word number bounds and whole numbers plainly", () => {
    const sessions = sessionsSchema.safeParse(
      {
        mode: "Remote",
        location: null,
        video: "room",
        video_url: null,
        address: null,
        hourly_rate: 3,
        session_hours: [1],
        session_description: "",
      },
      formParseOptions,
    );
    expect(messages(sessions)).toEqual(["Enter at least 5"]);
    const about = aboutSchema.safeParse(
      {
        display_name: "Iris",
        headline: "",
        bio: "",
        category: null,
        specialties: [],
        reading_types: [],
        languages: [],
        years_experience: 2.5,
      },
      formParseOptions,
    );
    expect(messages(about)).toEqual(["Enter a whole number"]);
  });

  it("keep a rule's own message", () => {
    const result = sessionsSchema.safeParse(
      {
        mode: "Hybrid",
        location: "LA",
        video: "link",
        video_url: "http://zoom.us/j/1",
        address: "Oak",
        hourly_rate: 50,
        session_hours: [],
        session_description: "",
      },
      formParseOptions,
    );
    expect(messages(result)).toEqual([
      "Use a link that starts with https://",
      "Enter the street address where you meet seekers",
      "Offer at least one session length",
    ]);
    expect(stepOfField("video_url")).toBe("sessions");
    expect(stepOfField("address")).toBe("sessions");
  });

  it("accept a draft's empty week and reject overlapping ranges", () => {
    const week = Object.fromEntries(WEEKDAYS.map((d) => [d, []]));
    const base = {
      timezone: "Europe/Lisbon",
      days_off: [],
      min_notice_hours: 24,
      booking_window_days: 60,
    };
    expect(availabilitySchema.safeParse({ ...base, weekly_hours: week }).success).toBe(true);
    const overlapping = availabilitySchema.safeParse(
      {
        ...base,
        weekly_hours: {
          ...week,
          mon: [
            ["09:00", "12:00"],
            ["11:00", "13:00"],
          ],
        },
      },
      formParseOptions,
    );
    expect(messages(overlapping)).toEqual(["Ranges of one day must not overlap"]);
  });

  it("read an input's bounds from the rule", () => {
    expect(numberBounds(listingFields.hourly_rate)).toEqual({ min: 5, max: 500 });
    expect(numberBounds(listingFields.min_notice_hours)).toEqual({ min: 0, max: 336 });
  });

  it("leave other issues to zod", () => {
    expect(plainMessage({ code: "custom" })).toBeUndefined();
  });
});

describe("steps", () => {
  it("put every field the server can call missing in a step", () => {
    expect(stepOfField("photos")).toBe("photos");
    expect(stepOfField("weekly_hours")).toBe("availability");
    expect(stepOfField("hourly_rate")).toBe("sessions");
    expect(stepOfField("unknown")).toBe("about");
  });

  it("parse ?step= with About as the fallback", () => {
    expect(parseStep("preview")).toBe("preview");
    expect(parseStep("nope")).toBe("about");
    expect(STEPS).toHaveLength(5);
  });
});
