/**
 * Group events (issue 30) in the browser, at 1280 and 375 px (@phone), both themes with axe: a Seer
 * writes and publishes an event in "Events", a seeker takes the last seat, another joins the
 * waitlist and is seated once the first gives the seat back from "My events". The event's own
 * cover is chosen in the form (with its preview) and shown on its page. The event page's JSON-LD
 * is checked against schema.org's Event properties the issue lists.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { scanFor, seriousViolationsInBothThemes } from "./support/a11y";
import { createAccount } from "./support/accounts";
import { expect, type SignIn, test } from "./support/fixtures";

const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string, project: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${project}-${name}.png`, fullPage: true });
}

/** A browser's datetime-local value, days from now at 18:00 (the browser runs in UTC here). */
function localInput(days: number, hour: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString().slice(0, 16);
}

async function bearer(request: APIRequestContext, who: SignIn): Promise<string> {
  const res = await request.post("/api/v1/login/access-token", {
    form: { username: who.email, password: who.password },
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** schema.org's Event as the issue lists it: every property present and well formed. */
function expectEventJsonLd(node: Record<string, unknown>, title: string) {
  const offset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
  expect(node).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Event",
    name: title,
    startDate: expect.stringMatching(offset),
    endDate: expect.stringMatching(offset),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: expect.stringMatching(/\/events\//) },
    offers: {
      "@type": "Offer",
      price: "0.00",
      priceCurrency: "USD",
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|SoldOut)$/),
    },
    organizer: { "@type": "Person", name: expect.any(String), url: expect.any(String) },
  });
  expect(String(node.endDate) > String(node.startDate)).toBe(true);
}

test("@phone a Seer publishes an event; the last seat, the waitlist and a seat given back", async ({
  page,
  seer,
  pageFor,
  request,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const scan = scanFor(testInfo);
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const found: string[] = [];
  const title = `Moonlit Circle ${Date.now().toString(36)}`;
  const link = `https://meet.jit.si/e2e-${Date.now().toString(36)}`;

  // The Seer writes a draft and publishes it.
  const host = await pageFor(seer, { viewport, isMobile: viewport.width < 500 });
  await host.goto("/hosting");
  await host.getByRole("button", { name: "New event" }).click();
  const form = host.getByRole("form", { name: "New event" });
  await form.getByLabel("Title").fill(title);
  await form
    .getByLabel("Description")
    .fill("An hour of guided reflection under the full Moon, online, with a short reading.");
  await form.getByLabel("Seats").fill("2");
  await form.getByLabel("Starts").fill(localInput(4, 18));
  await form.getByLabel("Ends").fill(localInput(4, 19));
  await form.getByLabel(/Video link/).fill(link);
  // The event's own cover, previewed before it is sent (through the listing photos' pipeline).
  const cover = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: "#1e3a8a" },
  })
    .png()
    .toBuffer();
  await form
    .getByLabel("Choose a photo")
    .setInputFiles({ name: "moon-cover.png", mimeType: "image/png", buffer: cover });
  await expect(form.getByRole("img", { name: "Preview of the chosen cover" })).toBeVisible();
  found.push(
    ...(await seriousViolationsInBothThemes(host, "/hosting, event form", (theme) =>
      shot(host, `hosting-form-${theme}`, project),
    )),
  );
  await form.getByRole("button", { name: "Save draft" }).click();
  const item = host.getByRole("listitem").filter({ hasText: title });
  await expect(item.getByText("draft", { exact: true })).toBeVisible();
  await item.getByRole("button", { name: "Publish" }).click();
  await expect(item.getByText("published", { exact: true })).toBeVisible();
  // Edited, the form previews the event's own cover and offers the default back.
  await item.getByRole("button", { name: "Edit" }).click();
  const edit = host.getByRole("form", { name: `Edit ${title}` });
  await expect(edit.getByRole("img", { name: title, exact: true })).toHaveAttribute(
    "src",
    /^\/media\/[0-9a-f]{32}-1280\.webp$/,
  );
  await expect(edit.getByRole("button", { name: "Use my listing's photo instead" })).toBeVisible();
  await shot(host, "hosting-edit", project);
  await edit.getByRole("button", { name: "Cancel" }).click();
  found.push(...(await scan(host, "/hosting")));
  await shot(host, "hosting", project);
  const slug = (await item.getByRole("link", { name: "View" }).getAttribute("href"))
    ?.split("/")
    .pop();
  expect(slug).toBeTruthy();

  // One seat is taken already (through the API); a seeker takes the last one in the browser.
  const first = await createAccount(request, 0);
  await request.post(`/api/v1/events/${slug}/seats`, {
    headers: { Authorization: `Bearer ${await bearer(request, first)}` },
  });
  const a = await createAccount(request, 0);
  const b = await createAccount(request, 0);
  const seekerA = await pageFor(a, { viewport, isMobile: viewport.width < 500 });
  await seekerA.goto(`/events/${slug}`);
  await expect(seekerA.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(seekerA.getByTestId("seats-left")).toHaveText("1 of 2 seats left");
  await seekerA.getByRole("button", { name: "Take a seat" }).click();
  await expect(seekerA.getByText("You have a seat.", { exact: true })).toBeVisible();
  await expect(seekerA.getByRole("link", { name: link })).toBeVisible();
  await expect(seekerA.getByTestId("seats-left")).toHaveText(/^Full/);
  found.push(...(await scan(seekerA, "event page, seated")));
  await shot(seekerA, "event-seated", project);

  // The next seeker finds it full and joins the waitlist; the link is not theirs to see.
  const seekerB = await pageFor(b, { viewport, isMobile: viewport.width < 500 });
  await seekerB.goto(`/events/${slug}`);
  await seekerB.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(
    seekerB.getByText("You are number 1 on the waitlist.", { exact: true }),
  ).toBeVisible();
  expect(await seekerB.content()).not.toContain(link);

  // The first gives the seat back from My events; the one waiting is seated at once.
  await seekerA.goto("/my-events");
  const mine = seekerA.getByRole("listitem").filter({ hasText: title });
  await expect(mine.getByText("You have a seat")).toBeVisible();
  found.push(...(await scan(seekerA, "/my-events")));
  await shot(seekerA, "my-events", project);
  await mine.getByRole("button", { name: "Give my seat back" }).click();
  await seekerA.getByRole("dialog").getByRole("button", { name: "Give it back" }).click();
  await expect(seekerA.getByText("You have no seats yet.")).toBeVisible();
  await seekerB.reload();
  await expect(seekerB.getByText("You have a seat.", { exact: true })).toBeVisible();
  await expect(seekerB.getByRole("link", { name: link })).toBeVisible();

  // A visitor's page: the JSON-LD, and no private link anywhere in it.
  await page.goto(`/events/${slug}`);
  const html = await page.content();
  expect(html).not.toContain(link);
  const coverSrc = /^\/media\/[0-9a-f]{32}-1280\.webp$/;
  // Sent without an alt text, the cover is described by the event's title.
  await expect(page.getByRole("img", { name: title, exact: true })).toHaveAttribute(
    "src",
    coverSrc,
  );
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const event = nodes.find((node) => node["@type"] === "Event");
  expect(event).toBeDefined();
  expectEventJsonLd(event as Record<string, unknown>, title);
  expect(String((event as { image?: string[] }).image?.[0])).toMatch(
    /\/media\/[0-9a-f]{32}-1280\.webp$/,
  );
  found.push(
    ...(project.includes("phone")
      ? await scan(page, "event page, visitor")
      : await seriousViolationsInBothThemes(page, "event page, visitor", (theme) =>
          shot(page, `event-visitor-${theme}`, project),
        )),
  );
  await shot(page, "event-visitor", project);
  await page.goto("/events");
  await shot(page, "events", project);
  expect(found).toEqual([]);
});
