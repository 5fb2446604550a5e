import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3802";
const [,, path = "/events", name = "events", dark = ""] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  if (dark) await ctx.addInitScript(() => localStorage.setItem("theme", "dark"));
  const page = await ctx.newPage();
  await page.goto(base + path);
  await page.waitForLoadState("load"); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/pshots/${name}-${width}${dark ? "-dark" : ""}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
