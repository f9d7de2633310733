import { beforeEach, describe, expect, it, vi } from "vitest";
import type { NormalizedCacheObject } from "@apollo/client";

// The browser's client is one per page (module state): each test starts from a fresh module.
async function freshClientModule() {
  vi.resetModules();
  const start = await import("./apolloStart");
  const client = await import("./client");
  return { ...start, ...client };
}

const served: NormalizedCacheObject = {
  ROOT_QUERY: { __typename: "Query", shopInfo: { __ref: "ShopInfo:1" } },
  "ShopInfo:1": { __typename: "ShopInfo", id: "1", url: "https://shop.example.com" },
};

/** A `between` the test releases by hand: what the preparation does before and after each wait shows. */
function steps() {
  const waits: (() => void)[] = [];
  const between = () => new Promise<void>((resolve) => waits.push(resolve));
  const next = async () => {
    await vi.waitFor(() => expect(waits.length).toBeGreaterThan(0));
    waits.shift()!();
  };
  return { between, next, waiting: () => waits.length };
}

describe("the browser's Apollo Client", () => {
  beforeEach(() => vi.resetModules());

  it("is made in a task after Apollo Client's code, its served cache restored in the next, then ready", async () => {
    const { giveApolloStart, prepareBrowserApolloClient, browserApolloClient, takeApolloStart } = await freshClientModule();
    giveApolloStart(served);
    const { between, next, waiting } = steps();
    let ready = false;
    const preparing = prepareBrowserApolloClient(between).then(() => (ready = true));
    await next();
    await vi.waitFor(() => expect(waiting()).toBe(1));
    expect(ready).toBe(false);
    await next();
    await preparing;
    expect(browserApolloClient().cache.extract()).toEqual(served);
    // Taken once: a client made later (after a sign-out) starts empty.
    expect(takeApolloStart()).toBeUndefined();
  });

  it("is the one a render made meanwhile, with the served cache, when a render could not wait", async () => {
    const { giveApolloStart, prepareBrowserApolloClient, browserApolloClient } = await freshClientModule();
    giveApolloStart(served);
    const { between, next } = steps();
    const preparing = prepareBrowserApolloClient(between);
    await next();
    const madeByRender = browserApolloClient();
    await next();
    await preparing;
    expect(browserApolloClient()).toBe(madeByRender);
    expect(madeByRender.cache.extract()).toEqual(served);
  });
});
