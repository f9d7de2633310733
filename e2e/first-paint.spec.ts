import type { Page } from "@playwright/test";
import { expect, login, newShopper, registerViaApi, test, toast } from "./support";
import { PRELOADS_PER_TASK } from "../web/build/preloadsInTurn";

// The server renders each storefront page with the app's own components and the browser hydrates it: what the HTML
// paints first is what the app keeps. Watched on a phone-like CPU (4x slower), from before the first byte: the product
// cards and the banner the HTML came with are the very nodes the app runs with (React adopts them, it does not draw
// new ones), no skeleton is ever shown, and the styles the HTML came with stay where they are. The app's chunks are
// asked for a few at a time (each ask costs the main thread), never all of a lazy part's in one long task.

/** What is watched: the content a shopper sees first. */
const CONTENT = '[data-testid="product-card"], section[aria-label="Banners"] img';
/** Placeholders: Chakra's skeletons and the page skeleton. */
const SKELETON = '.chakra-skeleton, [data-testid="page-skeleton"]';
/** The page's styles as the server sent them: taken out and put back, the browser parses them and restyles the page. */
const STYLES = "style[data-emotion]";

interface Watch {
  /** The content elements in the HTML, as parsed (before any script ran). */
  parsed: Element[];
  /** Content removed before React had adopted it (it drew its own instead), described. */
  thrownAway: string[];
  /** Skeletons that were in the document at some point, described. */
  skeletons: string[];
  /** The server's style elements removed from where the HTML put them (moved, or dropped). */
  restyled: string[];
  /** The most preload links added to the page at once (in one task), and in all. */
  preloads: { most: number; all: number };
}

/** Installed before the page's first byte: watches every node the parser and the app add and remove. */
function watchPage(selectors: { content: string; skeleton: string; styles: string }) {
  const watch: Watch = { parsed: [], thrownAway: [], skeletons: [], restyled: [], preloads: { most: 0, all: 0 } };
  (window as unknown as { watch: Watch }).watch = watch;
  const adopted = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""} ${el.textContent?.slice(0, 40) ?? ""}`;
  const within = (node: Node, selector: string) =>
    node instanceof Element ? [...(node.matches(selector) ? [node] : []), ...Array.from(node.querySelectorAll(selector))] : [];
  new MutationObserver((records) => {
    // One call per task that changed the page (and per script the parser runs): what one task added.
    const preloads = records.flatMap((r) => Array.from(r.addedNodes)).filter((n) => n instanceof HTMLLinkElement && n.rel === "modulepreload").length;
    watch.preloads = { most: Math.max(watch.preloads.most, preloads), all: watch.preloads.all + preloads };
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) for (const el of within(node, selectors.skeleton)) watch.skeletons.push(describe(el));
      for (const node of Array.from(record.removedNodes)) {
        for (const el of within(node, selectors.content)) if (!adopted(el)) watch.thrownAway.push(describe(el));
        for (const el of within(node, selectors.styles)) watch.restyled.push(`style[data-emotion="${el.getAttribute("data-emotion")?.slice(0, 20)}…"]`);
      }
    }
  }).observe(document, { childList: true, subtree: true });
  // The HTML is parsed when the document turns interactive, before any of its scripts has run.
  document.addEventListener("readystatechange", () => {
    if (document.readyState === "interactive") watch.parsed = Array.from(document.querySelectorAll(selectors.content));
  });
}

/** Opens `path` with the CPU slowed 4x and waits until React has adopted every card and banner the HTML came with. */
async function loadWatched(page: Page, path: string) {
  await page.goto(path);
  const parsed = await page.evaluate(() => (window as unknown as { watch: Watch }).watch.parsed.length);
  expect(parsed, `${path}: the HTML came with its product cards and banner`).toBeGreaterThan(0);
  // Every node the HTML came with, still in the page and now React's (hydrated); or one gone (drawn anew). Parts below
  // the first screen (the home page's products) are hydrated once their code has arrived, after the rest.
  await page.waitForFunction(() => {
    const adopted = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));
    const { parsed } = (window as unknown as { watch: Watch }).watch;
    return parsed.some((el) => !el.isConnected) || parsed.every(adopted);
  });
  // The app has started all it starts with the page: the header's menus have taken their buttons' place.
  await expect(page.getByRole("button", { name: "User menu" })).toHaveAttribute("aria-haspopup", "menu");
  const { preloads, ...watch } = await page.evaluate(() => {
    const { parsed, thrownAway, skeletons, restyled, preloads } = (window as unknown as { watch: Watch }).watch;
    return { gone: parsed.filter((el) => !el.isConnected).length, thrownAway, skeletons, restyled, preloads };
  });
  expect(watch, path).toEqual({ gone: 0, thrownAway: [], skeletons: [], restyled: [] });
  expect(preloads.all, `${path}: the page's chunks were preloaded`).toBeGreaterThan(PRELOADS_PER_TASK);
  expect(preloads.most, `${path}: preload links added in one task`).toBeLessThanOrEqual(PRELOADS_PER_TASK);
}

test("the listing, home and search pages keep the cards and banner their HTML came with, and show no skeleton, on a slow phone's CPU", async ({ page, context }) => {
  const shopper = newShopper("Paint");
  await registerViaApi(shopper);
  await login(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/shop\/home$/);

  await page.addInitScript(watchPage, { content: CONTENT, skeleton: SKELETON, styles: STYLES });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // The banners stay where the HTML put them: on a busy runner the carousel's own 5 s step came before the check
  // and took banner 1 away, which is the carousel working, not the page redrawing.
  await page.emulateMedia({ reducedMotion: "reduce" });

  await loadWatched(page, "/shop/listing");
  await expect(page.getByTestId("product-card")).toHaveCount(24);

  await loadWatched(page, "/shop/home");
  await expect(page.getByRole("img", { name: "Banner 1 of 6" })).toBeVisible();

  await loadWatched(page, "/shop/search?keyword=shirt");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});

// The sign-in page arrives whole: nothing on it moves while it loads and the app starts (no layout shift).
test("the sign-in page does not move while it loads and hydrates", async ({ browser, baseURL }) => {
  // A first visit each time (nothing cached).
  for (let load = 0; load < 6; load++) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/auth/login");
    const heading = page.getByRole("heading", { name: "Sign in to your account" });
    await expect(heading).toBeVisible();
    await page.waitForFunction(() => Object.keys(document.querySelector("form")!).some((key) => key.startsWith("__reactFiber$")));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), `load ${load + 1}`).toEqual([]);
    await context.close();
  }
});

/** Holds the page's scripts until the returned function is called: the page is painted, the app not started. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// The sign-in form works from the HTML on: what a visitor types before the app has started is what signs them in, and
// it cannot be sent before (the browser would send it itself, the password in the address).
test("a visitor who types into the sign-in form before the app has started signs in with what they typed", async ({ page }) => {
  const shopper = newShopper("Early");
  await registerViaApi(shopper);
  const release = await holdScripts(page);
  await page.goto("/auth/login", { waitUntil: "commit" });
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("Password").fill(shopper.password);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
  release();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
});

// A tap on a rendered page's button before the app has started (a slow phone, a slow network) is not lost: the app
// makes it once it has taken the page over.
test("a shopper who taps Add to Cart before the app has started finds the product in the cart", async ({ page }) => {
  const shopper = newShopper("Quick");
  await registerViaApi(shopper);
  await login(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/shop\/home$/);
  const release = await holdScripts(page);
  await page.goto("/shop/listing", { waitUntil: "commit" });
  const addToCart = page.getByTestId("product-card").first().getByRole("button", { name: "Add to Cart" });
  await addToCart.click();
  await addToCart.click();
  release();
  await expect(toast(page, "Product is added to cart")).toBeVisible();
  // Tapped twice before the app ran, added once: a tap kept is made once, never more than the shopper can see.
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

// A shop whose payments are a demo (as the e2e shop's are) says so on every page, from the HTML on.
test("the demo-payments note comes with the page and stays, the only one, while the app moves between pages", async ({ page }) => {
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/auth/login");
  const note = page.getByRole("note");
  await expect(note).toHaveText("Demo payments: no money is taken");
  await page.unroute("**/*.js");

  await page.goto("/auth/login");
  await page.waitForFunction(() => Object.keys(document.querySelector("form")!).some((key) => key.startsWith("__reactFiber$")));
  await page.getByRole("link", { name: "Register", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole("heading", { name: "Create new account" })).toBeVisible();
  await expect(note).toHaveText("Demo payments: no money is taken");
});
