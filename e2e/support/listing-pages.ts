/** Page objects for a Seer's /listing editor and the reviewers' /admin/listings. */
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

/** A real picture made in the test: a soft gradient-ish square (PNG or JPEG), a few KB. */
export async function makePhoto(format: "png" | "jpeg", hue: number): Promise<Buffer> {
  const image = sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="640" height="480"><circle cx="320" cy="240" r="160" fill="rgb(250,220,120)"/></svg>`,
      ),
    },
  ]);
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export type AboutDetails = {
  headline: string;
  bio: string;
  category: string;
  specialties: string[];
  readingTypes?: string[];
  languages: string[];
  years: number;
};

export class ListingEditor {
  readonly main: Locator;
  readonly heading: Locator;
  readonly steps: Locator;
  readonly stepHeading: Locator;
  readonly status: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly saveDraft: Locator;
  readonly saved: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1, name: "My listing" });
    this.steps = this.main.getByRole("navigation", { name: "Listing steps" });
    this.stepHeading = this.main.getByRole("heading", { level: 2 }).first();
    this.status = this.main.getByRole("region", { name: "Listing status" });
    this.next = this.main.getByRole("button", { name: "Next", exact: true });
    this.back = this.main.getByRole("button", { name: "Back", exact: true });
    this.saveDraft = this.main.getByRole("button", { name: "Save draft" });
    this.saved = this.main.getByText("All changes saved");
  }

  async goto(step?: string): Promise<void> {
    await this.page.goto(step ? `/listing?step=${step}` : "/listing");
    await expect(this.heading).toBeVisible();
  }

  async expectStep(label: string): Promise<void> {
    await expect(
      this.main.getByRole("heading", { level: 2, name: new RegExp(`${label}$`) }),
    ).toBeVisible();
  }

  step(name: string): Locator {
    return this.steps.getByRole("button", { name: new RegExp(`Step \\d: ${name}`) });
  }

  async fillAbout(details: AboutDetails): Promise<void> {
    const m = this.main;
    await m.getByLabel("Headline").fill(details.headline);
    await m.getByLabel("Bio").fill(details.bio);
    await m.getByLabel("Category").selectOption({ label: details.category });
    const specialties = m.getByRole("group", { name: "Specialties" });
    for (const s of details.specialties)
      await specialties.getByRole("checkbox", { name: s }).check();
    const readings = m.getByRole("group", { name: "Reading types" });
    for (const r of details.readingTypes ?? [])
      await readings.getByRole("checkbox", { name: r }).check();
    for (const language of details.languages) {
      await m.getByLabel("Languages", { exact: true }).fill(language);
      await m.getByRole("button", { name: "Add", exact: true }).click();
    }
    await m.getByLabel("Years of experience").fill(String(details.years));
  }

  async fillSessions(options: {
    mode: "Remote" | "Hybrid" | "On Site";
    location?: string;
    videoLink?: string;
    address?: string;
    rate: number;
    hours: number[];
    description: string;
  }) {
    const m = this.main;
    await m
      .getByRole("group", { name: "How you hold sessions" })
      .getByRole("radio", { name: options.mode })
      .check();
    if (options.location !== undefined) await m.getByLabel("Location").fill(options.location);
    if (options.videoLink !== undefined) {
      // Online sessions are in the built-in room unless the Seer gives a link of their own.
      await m.getByRole("radio", { name: "My own video link" }).check();
      await m.getByRole("textbox", { name: "Video link" }).fill(options.videoLink);
    }
    if (options.address !== undefined) await m.getByLabel("Street address").fill(options.address);
    await m.getByLabel("Hourly rate (US dollars)").fill(String(options.rate));
    const lengths = m.getByRole("group", { name: "Session lengths" });
    for (const h of [1, 2, 3, 4]) {
      const box = lengths.getByRole("checkbox", { name: h === 1 ? "1 hour" : `${h} hours` });
      if (options.hours.includes(h)) await box.check();
      else await box.uncheck();
    }
    await m.getByLabel("What a session is like").fill(options.description);
  }

  async uploadPhoto(name: string, buffer: Buffer, mimeType: string, alt: string): Promise<void> {
    const form = this.main.getByRole("form", { name: "Add a photo" });
    await form.getByLabel("Photo file").setInputFiles({ name, mimeType, buffer });
    await form.getByLabel("Alt text").fill(alt);
    await form.getByRole("button", { name: "Upload photo" }).click();
    await expect(this.photos.getByText(alt, { exact: true })).toBeVisible();
  }

  get photos(): Locator {
    return this.main.getByRole("list", { name: "Your photos" });
  }

  async addHours(day: string, from: string, to: string): Promise<void> {
    await this.main.getByRole("button", { name: `Add hours on ${day}` }).click();
    const group = this.main.getByRole("group", { name: new RegExp(`^${day}, hours \\d+$`) }).last();
    await group.getByLabel(/from$/).fill(from);
    await group.getByLabel(/to$/).fill(to);
  }

  /** Next, and the following step is open (its save went through). */
  async nextTo(label: string): Promise<void> {
    await this.next.click();
    await this.expectStep(label);
  }
}

export class ListingsReviewPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly queue: Locator;
  readonly all: Locator;
  readonly statusFilter: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1, name: "Listings Review" });
    this.queue = this.main.getByRole("region", { name: /Waiting for review/ });
    this.all = this.main.getByRole("region", { name: /All listings/ });
    this.statusFilter = this.all.getByLabel("Status");
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin/listings");
    await expect(this.heading).toBeVisible();
  }

  pending(name: string): Locator {
    return this.queue
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { name, exact: true }) });
  }

  row(name: string): Locator {
    return this.all.getByRole("row").filter({ hasText: name });
  }

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }
}

/** A complete listing, as the API takes it: for tests that start past the editor's steps. */
export const COMPLETE_LISTING = {
  headline: "Astrology for the seasons of your life",
  bio: "I have read charts for fifteen years.\n\nA session is a calm conversation about your chart and your questions.",
  category: "astrology",
  specialties: ["Esoteric Sciences"],
  reading_types: ["Western Astrology"],
  languages: ["English"],
  years_experience: 15,
  mode: "Remote",
  location: null,
  video_url: "https://meet.jit.si/astrology-seasons",
  address: null,
  hourly_rate: 70,
  session_hours: [1],
  session_description: "We look at your chart together and talk through what it shows.",
  timezone: "America/New_York",
  weekly_hours: { mon: [["10:00", "16:00"]], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  days_off: [],
  min_notice_hours: 24,
  booking_window_days: 60,
};

/** Fills the listing of whoever `api` is signed in as (a Seer), one photo included; returns its slug. */
export async function completeListingThroughApi(api: APIRequestContext): Promise<string> {
  const patched = await api.patch("/api/v1/users/me/listing", { data: COMPLETE_LISTING });
  expect(patched.status(), await patched.text()).toBe(200);
  const photo = await api.post("/api/v1/users/me/listing/photos", {
    multipart: {
      file: { name: "chart.png", mimeType: "image/png", buffer: await makePhoto("png", 90) },
      alt: "A hand-drawn birth chart",
    },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  return ((await photo.json()) as { slug: string }).slug;
}

export async function submitThroughApi(api: APIRequestContext): Promise<void> {
  const response = await api.post("/api/v1/users/me/listing/submit");
  expect(response.status(), await response.text()).toBe(200);
}
