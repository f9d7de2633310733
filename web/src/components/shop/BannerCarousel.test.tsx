import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react";
import { system } from "../../theme/system";
import { BannerCarousel, BANNERS } from "./BannerCarousel";

const renderCarousel = () =>
  render(
    <ChakraProvider value={system}>
      <BannerCarousel />
    </ChakraProvider>,
  );

const current = () => screen.getAllByRole("button", { name: /Go to banner/ }).findIndex((b) => b.getAttribute("aria-current") === "true") + 1;

describe("banner carousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("has 6 banners and advances every 5 seconds, wrapping around", () => {
    renderCarousel();
    expect(BANNERS).toHaveLength(6);
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    expect(screen.getByText("Slide 2 of 6")).toBeInTheDocument();
    for (let i = 0; i < 5; i++) act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it("stays on its banner for a visitor who prefers reduced motion, and still moves with the arrows", () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes("prefers-reduced-motion: reduce"), media: query, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal("matchMedia", matchMedia);
    try {
      renderCarousel();
      act(() => vi.advanceTimersByTime(20_000));
      expect(current()).toBe(1);
      fireEvent.click(screen.getByRole("button", { name: "Next banner" }));
      expect(current()).toBe(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("moves with the arrows and dots", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Previous banner" }));
    expect(current()).toBe(6);
    fireEvent.click(screen.getByRole("button", { name: "Next banner" }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Go to banner 4" }));
    expect(current()).toBe(4);
  });
});
