import { act, render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { scrollNear } from "../../test/viewport";
import { WhenNearViewport } from "./WhenNearViewport";

it("shows the placeholder until the shopper scrolls near it, then the section for good", () => {
  render(
    <WhenNearViewport placeholder={<p>Products are coming</p>}>
      <p>Socks, $5.00</p>
    </WhenNearViewport>,
  );
  expect(screen.getByText("Products are coming")).toBeInTheDocument();
  expect(screen.queryByText("Socks, $5.00")).not.toBeInTheDocument();

  act(() => scrollNear(screen.getByText("Products are coming")));
  expect(screen.getByText("Socks, $5.00")).toBeInTheDocument();
  expect(screen.queryByText("Products are coming")).not.toBeInTheDocument();
  // Nothing watches any more: scrolling away and back does not swap the section out.
  expect(() => scrollNear(screen.getByText("Socks, $5.00"))).toThrow(/nothing on the page waits/);
});
