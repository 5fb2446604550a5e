/**
 * Where a session happens (issue 21), in the browser: a Hybrid Seer fills the video link and the
 * street address in the listing's Sessions step (a plain http link refused, each field shown only
 * for the modes that need it); the booking panel asks a seeker how to meet before it books.
 * Screenshots of the Sessions step, the booking panel and the booking page at 375 and 1280 px,
 * light and dark, each checked by axe (both themes in one walk). What follows an acceptance (Join
 * video from 15 minutes before the start, the address with its map link) is walked through in
 * talk-and-meet.spec.ts.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { MINUTE_MS } from "../lib/durations";
import { picture, seriousViolationsInBothThemes } from "./support/a11y";
import { BookingPanel } from "./support/booking-pages";
import { expect, signInQuickly, test } from "./support/fixtures";
import { ListingEditor } from "./support/listing-pages";
import { draftSeer, hybridListing, publish } from "./support/seers";

test.use({ timezoneId: "Europe/Lisbon" });
test.beforeEach(() => test.slow());

const LINK = "https://meet.jit.si/iris-hybrid-readings";
const ADDRESS = "12 Rua das Flores, 1200-195 Lisbon";

type Booked = { id: string; start: string; end: string };

/** Books through the API as the signed-in `api` (a seeker), the first free hour from `notBefore`. */
async function bookAt(
  api: APIRequestContext,
  slug: string,
  mode: "online" | "in_person",
  notBefore: number,
): Promise<Booked> {
  const slots = await api.get(`/api/v1/coaches/${slug}/slots?days=7&hours=1`);
  expect(slots.status()).toBe(200);
  const { data } = (await slots.json()) as { data: { start: string }[] };
  const start = data.find((slot) => Date.parse(slot.start) >= notBefore)?.start;
  expect(start, "a free hour").toBeTruthy();
  const res = await api.post("/api/v1/bookings/", {
    data: { coach_slug: slug, start, hours: 1, mode },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Booked;
}

async function accept(seer: { api: APIRequestContext }, id: string): Promise<void> {
  const res = await seer.api.post(`/api/v1/bookings/${id}/accept`);
  expect(res.status(), await res.text()).toBe(200);
}

const whereOf = (page: Page) => page.getByRole("main").getByRole("region", { name: "Where" });

test.describe("where a session happens", () => {
  test("the Seer sets the link and the address; the panel asks the seeker how to meet", async ({
    page,
    pageFor,
    playwright,
    request,
    account,
  }) => {
    const draft = await draftSeer(
      playwright,
      request,
      hybridListing({ video_url: null, address: null }),
    );

    // The Seer's Sessions step: a link and an address for Hybrid, each only where it belongs.
    const seerPage = await pageFor(draft);
    const editor = new ListingEditor(seerPage);
    await editor.goto("sessions");
    await editor.expectStep("Sessions");
    // Online sessions are in the built-in room unless the Seer gives a link of their own.
    await expect(editor.main.getByRole("radio", { name: "Built-in room" })).toBeChecked();
    await editor.main.getByRole("radio", { name: "My own video link" }).check();
    const link = editor.main.getByRole("textbox", { name: "Video link" });
    const address = editor.main.getByLabel("Street address");
    await expect(
      editor.main.getByText("Only seekers whose booking you accept see it."),
    ).toHaveCount(2);
    await link.fill("http://meet.jit.si/iris-hybrid-readings");
    await editor.saveDraft.click();
    await expect(editor.main.getByText("Use a link that starts with https://")).toBeVisible();
    await expect(link).toHaveAttribute("aria-invalid", "true");
    await link.fill(LINK);
    await address.fill(ADDRESS);
    await editor.saveDraft.click();
    await expect(editor.saved).toBeVisible();
    await editor.main.getByRole("radio", { name: "Remote" }).check();
    await expect(address).toHaveCount(0);
    await expect(link).toBeVisible();
    await editor.main.getByRole("radio", { name: "On Site" }).check();
    await expect(link).toHaveCount(0);
    await expect(address).toBeVisible();
    await editor.main.getByRole("radio", { name: "Hybrid" }).check();
    await editor.saveDraft.click();
    await expect(editor.saved).toBeVisible();
    await seerPage.reload();
    await expect(link).toHaveValue(LINK);
    await expect(address).toHaveValue(ADDRESS);
    const seer = await publish(playwright, draft);

    // The panel of a Hybrid Seer will not book before the seeker says how to meet.
    await signInQuickly(page, account);
    const panel = new BookingPanel(page);
    await panel.goto(seer.slug);
    await panel.choose(1, { day: 2 });
    const how = panel.panel.getByRole("group", { name: "How you meet" });
    await expect(how.getByRole("radio")).toHaveCount(2);
    await panel.bookNow.click();
    await expect(how).toContainText("Choose online or in person");
    await how.getByRole("radio", { name: "In person, in Lisbon" }).check();
    await panel.bookNow.click();
    await expect(panel.sent).toContainText("In person, in Lisbon");
    // Requested, not accepted: the seeker has nothing of the place yet.
    const mine = (await (await page.request.get("/api/v1/bookings/?as=seeker")).json()) as {
      data: (Booked & { mode: string; place: unknown })[];
    };
    expect(mine.data.find((b) => b.mode === "in_person")?.place).toBeNull();
  });

  test("the Sessions step, the booking panel and the booking page at 375 and 1280 px, axe clean in light and dark", async ({
    page,
    pageFor,
    playwright,
    request,
    account,
  }, testInfo) => {
    // Eight screens, each photographed and checked by axe in both themes, on two shared cores.
    test.setTimeout(300_000);
    const seer = await publish(
      playwright,
      await draftSeer(playwright, request, hybridListing({ video_url: LINK, address: ADDRESS })),
    );
    await signInQuickly(page, account);
    // Days ahead: nothing here moves the clock.
    const online = await bookAt(
      page.request,
      seer.slug,
      "online",
      Date.now() + 3 * 24 * 60 * MINUTE_MS,
    );
    const inPerson = await bookAt(
      page.request,
      seer.slug,
      "in_person",
      Date.parse(online.end) + 60 * MINUTE_MS,
    );
    await accept(seer, online.id);
    await accept(seer, inPerson.id);
    // The Seer chose dark (the seeker did not): each screen is scanned in the theme it loads in,
    // then in the other.
    const seerPage = await pageFor(seer, { theme: "dark" });

    const found: string[] = [];
    const shoot = async (on: Page, name: string) => {
      const seen = await seriousViolationsInBothThemes(on, name, async (theme) => {
        await picture(on, testInfo, `${name}-${theme}`);
        const fits = await on.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        );
        expect(fits, `${name} (${theme}) scrolls sideways`).toBe(true);
      });
      found.push(...seen);
    };
    for (const width of [375, 1280]) {
      for (const each of [page, seerPage]) {
        await each.setViewportSize({ width, height: width < 640 ? 812 : 900 });
      }
      const editor = new ListingEditor(seerPage);
      await editor.goto("sessions");
      await expect(editor.main.getByLabel("Street address")).toHaveValue(ADDRESS);
      await expect(seerPage.locator("html")).toHaveClass(/dark/);
      await shoot(seerPage, `sessions-step-${width}`);

      // The panel of a Hybrid Seer asks how to meet (here after Book now without an answer).
      const panel = new BookingPanel(page);
      await panel.goto(seer.slug);
      // The second day with free times: the week shown starts today, which has none left in the
      // evening, so a later day (the seventh) is not there at every hour.
      await panel.choose(1, { day: 1 });
      await panel.bookNow.click();
      await expect(panel.panel).toContainText("Choose online or in person");
      await panel.panel.scrollIntoViewIfNeeded();
      await shoot(page, `booking-panel-${width}`);

      await page.goto(`/bookings/${online.id}`);
      await expect(
        whereOf(page).getByRole("button", { name: /^Join video opens at/ }),
      ).toBeVisible();
      await shoot(page, `booking-online-${width}`);
      await page.goto(`/bookings/${inPerson.id}`);
      await expect(whereOf(page).getByRole("link", { name: /^Open the map/ })).toBeVisible();
      await shoot(page, `booking-in-person-${width}`);
    }
    expect(found).toEqual([]);
  });
});
