import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { renderWithProviders } from "../../test/render";
import { MobileMenu } from "./MobileMenu";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe("navigation menu", () => {
  it("lists Home, Products, the API's visible categories in its order, then Search", async () => {
    renderWithProviders(<MobileMenu defaultOpen />, { route: "/shop/home" });
    const nav = await screen.findByRole("navigation", { name: "Categories" });
    expect(await within(nav).findByRole("button", { name: "Sportswear" })).toBeInTheDocument();
    expect(within(nav).getAllByRole("button").map((b) => b.textContent)).toEqual(["Home", "Products", "Men", "Women", "Sportswear", "Search"]);
    // kids is hidden by the admin, so the API leaves it out; footwear is no longer a constant of the app.
    expect(within(nav).queryByRole("button", { name: "Kids" })).not.toBeInTheDocument();
  });

  it("an admin-made category opens the listing filtered by its slug", async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    renderWithProviders(<MobileMenu defaultOpen />, { route: "/shop/home", routes: { "/shop/listing": <Where /> } });
    const nav = await screen.findByRole("navigation", { name: "Categories" });
    await user.click(await within(nav).findByRole("button", { name: "Sportswear" }));
    expect(await screen.findByTestId("where")).toHaveTextContent("/shop/listing");
    expect(JSON.parse(sessionStorage.getItem("filters")!)).toEqual({ category: ["sportswear"] });
  });
});
