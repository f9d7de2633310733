import { useState } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation, useNavigate, useRoutes } from "react-router";
import { useProductOverlay, useRoutedLocation } from "./productOverlay";

/** A listing whose page number and scroll live in the page, as the real one's do. */
function Listing() {
  const [page, setPage] = useState(1);
  const { openId, open, close } = useProductOverlay();
  return (
    <>
      <p>listing page {page}</p>
      <button onClick={() => setPage(2)}>Next page</button>
      <button onClick={() => open({ id: "p1", slug: "blue-tee" })}>Blue Tee</button>
      {openId && (
        <div role="dialog">
          dialog of {openId}
          <button onClick={close}>Close</button>
        </div>
      )}
    </>
  );
}

function AppRoutes() {
  const { location, wrap } = useRoutedLocation();
  return wrap(
    useRoutes(
      [
        { path: "/shop/listing", element: <Listing /> },
        { path: "/shop/product/:slug", element: <p>product page</p> },
      ],
      location,
    ),
  );
}

/** The address bar and the browser's Back button. */
function Browser() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{pathname}</output>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Browser />
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe("a product opened from a card", () => {
  it("shows over the listing with the product's address, and Back returns to the same page of the listing", async () => {
    renderAt("/shop/listing");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await userEvent.click(screen.getByRole("button", { name: "Blue Tee" }));
    expect(screen.getByLabelText("address")).toHaveTextContent("/shop/product/blue-tee");
    expect(screen.getByRole("dialog")).toHaveTextContent("dialog of p1");
    // The listing under it was never left: still its second page.
    expect(screen.getByText("listing page 2")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("address")).toHaveTextContent("/shop/listing");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("listing page 2")).toBeInTheDocument();
  });

  it("closes like Back", async () => {
    renderAt("/shop/listing");
    await userEvent.click(screen.getByRole("button", { name: "Blue Tee" }));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByLabelText("address")).toHaveTextContent("/shop/listing");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is the product's page when its address is opened directly", () => {
    renderAt("/shop/product/blue-tee");
    expect(screen.getByText("product page")).toBeInTheDocument();
    expect(screen.queryByText(/listing page/)).not.toBeInTheDocument();
  });
});
