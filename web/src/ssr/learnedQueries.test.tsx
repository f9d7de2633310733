import { describe, expect, it } from "vitest";
import { parse } from "graphql";
import type { RouteObject } from "react-router";
import { addressOf, learn, queriesOf, type AskedQuery, type PageAddress } from "./learnedQueries";

const ITEM = "query Item($slug: String!, $page: Int) { item(slug: $slug, page: $page) { id } }";
const REVIEWS = "query Reviews($itemId: ID!) { reviews(itemId: $itemId) { id } }";
const asked = (variables: Record<string, unknown>, document = ITEM): AskedQuery => ({
  query: parse(document),
  text: document,
  variables,
  key: `${document}|${JSON.stringify(variables)}`,
});
const variablesOf = (queries: AskedQuery[]) => queries.map((q) => q.variables);

/** A render: asks what was learned (answering with `answer`), then learns what the page asked on top. */
function rendered(address: PageAddress, pageAsks: AskedQuery[], answer: (q: AskedQuery) => unknown = () => null) {
  const { first, then, guessed } = queriesOf(address);
  const later = then ? then(first.map(answer)) : [];
  const before = [...first, ...later];
  const known = new Set(before.map((q) => q.key));
  learn(address, before, pageAsks.filter((q) => !known.has(q.key)), guessed, (key) => [...before, ...pageAsks].map((q) => (q.key === key ? answer(q) : undefined)).find(Boolean));
  return { before, guessed };
}

describe("queries asked before a page renders", () => {
  // Each test has its own route: what is learned lives in the module.
  const routes = (name: string): RouteObject[] => [{ path: name, children: [{ path: "item/:slug" }, { path: "list" }] }];

  it("reads a URL as its route's pattern and inputs: the path's params, then the search's values", () => {
    expect(addressOf("/shop/item/red-tee", routes("shop"))).toEqual({ url: "/shop/item/red-tee", route: "shop/item/:slug|:slug", inputs: ["red-tee"] });
    expect(addressOf("/shop/list?brand=nike&page=2", routes("shop"))).toMatchObject({ route: "shop/list|?brand&?page", inputs: ["nike", "2"] });
  });

  it("asks a URL never rendered what the last page of its route asked, with this URL's inputs in place of that page's", () => {
    const r = routes("guess");
    rendered(addressOf("/guess/item/red-tee?page=2", r), [asked({ slug: "red-tee", page: 2 }), asked({ all: true }, "query Menus { menus }")]);
    const { first, guessed } = queriesOf(addressOf("/guess/item/blue-cap?page=3", r));
    expect(guessed).toBe(true);
    expect(variablesOf(first)).toEqual([{ slug: "blue-cap", page: 3 }, { all: true }]);
    expect(first[0]!.key).toBe(`${ITEM}|{"slug":"blue-cap","page":3}`);
    // Another set of inputs is another route; a number the URL gives as words cannot be one.
    expect(queriesOf(addressOf("/guess/item/blue-cap", r)).first).toEqual([]);
    expect(queriesOf(addressOf("/guess/item/blue-cap?page=last", r)).first).toEqual([]);
  });

  it("asks a query taking an id from another's answer after that one, with the id from this page's answer", () => {
    const r = routes("ids");
    const answer = (q: AskedQuery) => (q.text === ITEM ? { item: { id: `id-of-${String(q.variables.slug)}` } } : { reviews: [] });
    rendered(addressOf("/ids/item/red-tee-01", r), [asked({ slug: "red-tee-01" }), asked({ itemId: "id-of-red-tee-01" }, REVIEWS)], answer);
    const blue = rendered(addressOf("/ids/item/blue-cap-02", r), [asked({ slug: "blue-cap-02" }), asked({ itemId: "id-of-blue-cap-02" }, REVIEWS)], answer);
    expect(blue.guessed).toBe(true);
    expect(variablesOf(blue.before)).toEqual([{ slug: "blue-cap-02" }, { itemId: "id-of-blue-cap-02" }]);
    // The render asked nothing on top: a hit, and the next page is guessed as well.
    const { first, then } = queriesOf(addressOf("/ids/item/green-hat-03", r));
    expect(variablesOf(first)).toEqual([{ slug: "green-hat-03" }]);
    expect(variablesOf(then!([{ item: { id: "id-of-green" } }]))).toEqual([{ itemId: "id-of-green" }]);
    // An item that is not there: its reviews are left to the render.
    expect(then!([{ item: null }])).toEqual([]);
  });

  it("does not guess when one value of the page stood for two inputs that now differ", () => {
    const r = routes("same");
    rendered(addressOf("/same/list?a=x&b=x", r), [asked({ slug: "x" })]);
    expect(queriesOf(addressOf("/same/list?a=y&b=z", r)).first).toEqual([]);
    expect(variablesOf(queriesOf(addressOf("/same/list?a=y&b=y", r)).first)).toEqual([{ slug: "y" }]);
  });

  it("learns from a wrong guess what the render asked instead, and guesses a route whose guesses keep missing only now and then", () => {
    const r = routes("miss");
    // The page's variable is not the URL's value (it changes case): every guess misses.
    const render = (slug: string) => rendered(addressOf(`/miss/item/${slug}`, r), [asked({ slug: slug.toUpperCase() })]);
    render("a");
    expect(render("b").guessed).toBe(true);
    // What B's render asked replaced the guess: B's next render asks that only.
    expect(variablesOf(queriesOf(addressOf("/miss/item/b", r)).first)).toEqual([{ slug: "B" }]);
    expect(render("c").guessed).toBe(true);
    expect(render("d").guessed).toBe(true);
    const next = Array.from({ length: 50 }, (_, i) => render(`page-${i}`).guessed);
    expect(next.filter(Boolean)).toHaveLength(1);
  });
});
