import type { Locator, Page } from "@playwright/test";
import { expect, login, newShopper, registerViaApi, test } from "./support";

// A signed-in shopper's storefront page arrives with the shop's header as static HTML (web/build/shopHeaderShell.ts),
// painted before the app's code runs; the app's first render replaces it with the real header. The two must look the
// same: the frame's box and the home link's (icon, name) at a phone's, a tablet's and a desktop's width.
const WIDTHS = [412, 800, 1350];

async function boxes(page: Page) {
  const header = page.locator("header").first();
  const link = header.getByRole("link", { name: "Ecommerce" });
  return {
    header: await header.boundingBox(),
    link: await link.boundingBox(),
    icon: await link.locator("svg").boundingBox(),
    name: await link.getByText("Ecommerce").boundingBox(),
    look: await link.evaluate((a) => {
      const s = getComputedStyle(a);
      return [s.fontFamily, s.fontSize, s.fontWeight, s.color, getComputedStyle(a.closest("header")!).backgroundColor].join(" / ");
    }),
  };
}

/** A new shopper, signed in, on the storefront (its header's menu shown at any width). */
async function signInNewShopper(page: Page, tag: string) {
  const shopper = newShopper(tag);
  await registerViaApi(shopper);
  await login(page, shopper.email, shopper.password);
  await expect(page.getByRole("button", { name: "Open menu" }).or(page.getByRole("navigation", { name: "Categories" }))).toBeVisible();
}

test("the storefront's header is painted with the page and the app's header takes its place, where it was", async ({ page }) => {
  await signInNewShopper(page, "Shell");

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The page as it paints before any script has run.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/shop/listing");
    await expect(page.locator("header[data-shell]")).toBeVisible();
    const shell = await boxes(page);
    await page.unroute("**/*.js");

    await page.goto("/shop/listing");
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
    await expect(page.locator("header[data-shell]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ecommerce" })).toHaveCount(1);
    const app = await boxes(page);
    expect(shell, `at ${width}px`).toEqual(app);
  }
});

// Below the header, the home and account pages arrive with the picture across their top (web/src/staticShells.tsx):
// the largest image of their first screen, painted once it loads instead of once the app has rendered. The listing
// arrives with its frame and its first card's picture, filled in by the server from the page's served answers.
// `pause`: what to focus so the page holds still while it is compared (the home page's carousel moves on after 5 s, and
// pauses while focused); on a busy machine the comparison can outlast that.
const PAGE_TOPS: { route: string; parts: string[]; pause?: string }[] = [
  {
    route: "/shop/home",
    parts: ['section[aria-label="Banners"]', 'section[aria-label="Banners"] img', 'button[aria-label="Next banner"]'],
    pause: 'button[aria-label="Next banner"]',
  },
  { route: "/shop/account", parts: ['img[alt="Account banner"]'] },
  { route: "/shop/listing", parts: ["h1", '[data-testid="product-count"]', 'button:has-text("Sort by")', "div.chakra-card__root:first-of-type img"] },
];

async function pageTopBoxes(page: Page, parts: string[]) {
  const image = page.locator(parts.find((p) => p.endsWith("img")) ?? parts[0]!);
  return {
    boxes: await Promise.all(parts.map((css) => page.locator(css).boundingBox())),
    image: await image.evaluate((img: HTMLImageElement) => [img.getAttribute("src"), img.alt, getComputedStyle(img).objectFit, getComputedStyle(img).objectPosition]),
    texts: await Promise.all(parts.filter((p) => !p.endsWith("img")).map((css) => page.locator(css).innerText())),
  };
}

test("the home, account and listing pages' top picture is painted with the page and the app's takes its place, where it was", async ({ page }) => {
  await signInNewShopper(page, "Tops");

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const { route, parts, pause } of PAGE_TOPS) {
      // The scripts are held back until the static page is measured, then let through: the app starts in the same
      // page, from the same served answers (the listing's first product and count as the server had them).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*.js", async (r) => {
        await held;
        await r.continue();
      });
      await page.goto(route, { waitUntil: "commit" });
      await expect(page.locator(`[data-shell] ${parts.at(-1)}`)).toBeVisible();
      // As a visitor sees it: with its stylesheet. Read before the sheet arrives (the page is not waited to load, its
      // scripts being held), the layout is the unstyled page's (seen once on a busy run: the body's 8px margin).
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet !== null));
      const shell = await pageTopBoxes(page, parts);
      release();

      await expect(page.getByRole("link", { name: "Ecommerce" })).toBeVisible();
      await expect(page.locator("[data-shell]")).toHaveCount(0);
      await expect(page.locator(parts.at(-1)!)).toBeVisible();
      if (pause) await page.locator(pause).focus();
      // The home page's first banner is swapped for its animated slide once that chunk arrives, at the same place.
      await expect.poll(() => pageTopBoxes(page, parts), { message: `${route} at ${width}px` }).toEqual(shell);
      await page.unroute("**/*.js");
    }
  }
});

// A visitor's sign-in page arrives as static HTML rendered by the build from the page's own components
// (web/src/staticShells.tsx); the app's first render replaces it. Located by CSS: the static page is inert, so it is
// outside the accessibility tree until the app's takes its place.
const LOGIN_PARTS = {
  welcome: "h1",
  heading: "h2",
  register: 'a[href="/auth/register"]',
  email: 'input[name="email"]',
  password: 'input[name="password"]',
  submit: 'button[type="submit"]',
  forgot: 'a[href="/auth/forgot-password"]',
};

async function loginBoxes(page: Page) {
  const box = async (l: Locator) => ((await l.isVisible()) ? l.boundingBox() : "hidden");
  const parts = await Promise.all(Object.entries(LOGIN_PARTS).map(async ([name, css]) => [name, await box(page.locator(css))] as const));
  const look = await page.locator(LOGIN_PARTS.submit).evaluate((b) => {
    const s = getComputedStyle(b);
    const h = getComputedStyle(document.querySelector("h2")!);
    return [s.backgroundColor, s.color, s.borderRadius, h.fontFamily, h.fontSize, h.fontWeight].join(" / ");
  });
  return { ...Object.fromEntries(parts), look };
}

test("the sign-in page is painted with the HTML, inert, and the app's page takes its place, where it was", async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/auth/login");
    await expect(page.locator("[data-shell] h2")).toHaveText("Sign in to your account");
    const shell = await loginBoxes(page);
    // Nothing typed into it could be kept, and it cannot sign in: it takes no focus.
    expect(await page.locator(LOGIN_PARTS.email).evaluate((input: HTMLInputElement) => (input.focus(), document.activeElement === input))).toBe(false);
    await page.unroute("**/*.js");

    await page.goto("/auth/login");
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await expect(page.locator("[data-shell]")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveCount(1);
    const app = await loginBoxes(page);
    expect(shell, `at ${width}px`).toEqual(app);
  }
});

// A shop whose payments are a demo (as the e2e shop's are) says so on every page: the server draws the note in the
// page (web/src/staticShells.tsx demoPaymentsNote), painted with the HTML and kept as the app moves between pages.
test("the demo-payments note is painted with the page and stays, the only one, while the app runs", async ({ page }) => {
  const note = page.getByRole("note");
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/auth/login");
  await expect(note).toHaveText("Demo payments: no money is taken");
  const drawn = await note.boundingBox();
  await page.unroute("**/*.js");

  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await expect(page.locator("[data-shell]")).toHaveCount(0);
  await expect(note).toHaveText("Demo payments: no money is taken");
  expect(await note.boundingBox()).toEqual(drawn);

  await page.getByRole("link", { name: "Register", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(note).toHaveText("Demo payments: no money is taken");
});

// The drawn page shows only once the browser has parsed all of it: a frame painted while it parsed showed the sign-in
// form's top half, centred, which jumped up as the rest came (a layout shift, in about one cold load in six on a
// desktop). Checked while the drawing is shown, up to the app's first render.
test("the sign-in page's drawing does not move while it is shown: no layout shift before the app's page", async ({ browser, baseURL }) => {
  // A first visit each time (nothing cached), as the shift was seen.
  for (let load = 0; load < 12; load++) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { shifts: [] as { value: number; at: number }[], appAt: Infinity };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shifts.push({ value: entry.value, at: entry.startTime });
      }).observe({ type: "layout-shift", buffered: true });
      new MutationObserver(() => {
        const root = document.getElementById("root");
        if (seen.appAt === Infinity && root?.firstElementChild && !root.querySelector("[data-shell]")) seen.appAt = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto("/auth/login");
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await expect(page.locator("[data-shell]")).toHaveCount(0);
    const seen = await page.evaluate(() => (window as unknown as { seen: { shifts: { at: number }[]; appAt: number } }).seen);
    expect(seen.shifts.filter((s) => s.at < seen.appAt), `load ${load + 1}`).toEqual([]);
    await context.close();
  }
});
