import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { servedState } from "./servedState";
import { removeServedState, serveState } from "./test/servedState";
import { primeTaxonomy, useTaxonomy } from "./components/common/useTaxonomy";


const lists = { categories: [{ slug: "men", name: "Men" }], brands: [{ slug: "hm", name: "H&M" }] };

afterEach(() => {
  removeServedState();
  vi.unstubAllGlobals();
});

describe("the state a page was served with", () => {
  it("is nothing on a page served without it", () => {
    expect(servedState()).toEqual({});
  });

  it("keeps the parts that are as the server writes them and leaves out the rest", () => {
    serveState(JSON.stringify({ session: { user: { id: 7 } }, taxonomy: lists }));
    expect(servedState()).toEqual({ taxonomy: lists });
    serveState(JSON.stringify({ session: { user: null }, taxonomy: { categories: [{ slug: "men" }], brands: [] } }));
    expect(servedState()).toEqual({ session: { user: null } });
  });

  it("keeps the shop's demo flag and the cart count of the user the page was served to", () => {
    const user = { id: "u1", userName: "jane", email: "jane@example.com", phone: "", role: "user" };
    serveState(JSON.stringify({ session: { user }, shop: { demoPayments: true }, cart: { itemCount: 3 } }));
    expect(servedState()).toEqual({ session: { user }, shop: { demoPayments: true }, cart: { itemCount: 3, userId: "u1" } });
    // A count without a user to own it, or that is no count, is left out; so is a flag that is not a boolean.
    serveState(JSON.stringify({ session: { user: null }, shop: { demoPayments: "yes" }, cart: { itemCount: 3 } }));
    expect(servedState()).toEqual({ session: { user: null } });
    serveState(JSON.stringify({ session: { user }, cart: { itemCount: -1 } }));
    expect(servedState()).toEqual({ session: { user } });
  });

  it("keeps the answers to the route's first queries when each names its operation and variables and has data", () => {
    const answers = [{ operationName: "Products", variables: { page: 1 }, data: { products: { total: 0 } } }];
    serveState(JSON.stringify({ queries: { route: "/shop/listing", answers } }));
    expect(servedState()).toEqual({ queries: { route: "/shop/listing", answers } });
    serveState(JSON.stringify({ queries: { route: "/shop/listing", answers: [...answers, { operationName: "ProductFacets", variables: {}, data: null }] } }));
    expect(servedState()).toEqual({});
    serveState(JSON.stringify({ queries: { route: "/shop/listing", answers: [{ operationName: "Cart", data: { cart: null } }] } }));
    expect(servedState()).toEqual({});
    serveState(JSON.stringify({ queries: { answers } }));
    expect(servedState()).toEqual({});
  });

  it("gives the storefront's menus their categories and brands at once, without a request", () => {
    primeTaxonomy(null);
    vi.stubGlobal("fetch", vi.fn());
    serveState(JSON.stringify({ session: { user: null }, taxonomy: lists }));
    function Menu() {
      const { categories, brands } = useTaxonomy();
      return <p>{[...categories, ...brands].map((o) => `${o.id}:${o.label}`).join(" ")}</p>;
    }
    render(<Menu />);
    expect(screen.getByText("men:Men h&m:H&M")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
