import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { SERVED_STATE_ID, servedState } from "./servedState";
import { primeTaxonomy, useTaxonomy } from "./components/common/useTaxonomy";

/** The state element the shop's server writes into each page it serves. */
function serve(json: string) {
  const el = document.createElement("script");
  el.id = SERVED_STATE_ID;
  el.type = "application/json";
  el.textContent = json;
  document.head.append(el);
}

const lists = { categories: [{ slug: "men", name: "Men" }], brands: [{ slug: "hm", name: "H&M" }] };

afterEach(() => {
  document.getElementById(SERVED_STATE_ID)?.remove();
  vi.unstubAllGlobals();
});

describe("the state a page was served with", () => {
  it("is nothing on a page served without it", () => {
    expect(servedState()).toEqual({});
  });

  it("keeps the parts that are as the server writes them and leaves out the rest", () => {
    serve(JSON.stringify({ session: { user: { id: 7 } }, taxonomy: lists }));
    expect(servedState()).toEqual({ taxonomy: lists });
    document.getElementById(SERVED_STATE_ID)?.remove();
    serve(JSON.stringify({ session: { user: null }, taxonomy: { categories: [{ slug: "men" }], brands: [] } }));
    expect(servedState()).toEqual({ session: { user: null } });
  });

  it("gives the storefront's menus their categories and brands at once, without a request", () => {
    primeTaxonomy(null);
    vi.stubGlobal("fetch", vi.fn());
    serve(JSON.stringify({ session: { user: null }, taxonomy: lists }));
    function Menu() {
      const { categories, brands } = useTaxonomy();
      return <p>{[...categories, ...brands].map((o) => `${o.id}:${o.label}`).join(" ")}</p>;
    }
    render(<Menu />);
    expect(screen.getByText("men:Men h&m:H&M")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
