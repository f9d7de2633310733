import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react";
import { system } from "../../theme/system";
import { Notices } from "./Notices";
import { toaster } from "./toaster";

const renderNotices = () =>
  render(
    <ChakraProvider value={system}>
      <Notices />
    </ChakraProvider>,
  );

afterEach(() => toaster.remove());

describe("notices", () => {
  it("put nothing in the page until there is one, then show it", async () => {
    renderNotices();
    await act(() => import("./ToastViewport")); // its code has loaded: it could mount now
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    act(() => void toaster.create({ title: "Added to cart", type: "success" }));
    expect(await screen.findByText("Added to cart")).toBeInTheDocument();
  });

  it("show one created before the page rendered", async () => {
    toaster.create({ title: "Signed out", type: "info" });
    renderNotices();
    expect(await screen.findByText("Signed out")).toBeInTheDocument();
  });
});
