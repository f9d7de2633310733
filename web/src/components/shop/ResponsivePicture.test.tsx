import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ResponsivePicture, srcSetOf } from "./ResponsivePicture";

const HASH = "a".repeat(64);

describe("ResponsivePicture", () => {
  it("offers an upload as AVIF, WebP and JPEG at the served widths, with its size reserved and its colour painted", () => {
    const { container } = renderWithProviders(
      <ResponsivePicture image={{ url: `/uploads/${HASH}.jpg`, alt: "Red dress", width: 3024, height: 4032, placeholder: "#aa3344" }} sizes="100vw" maxWidth={960} priority />,
      {},
    );
    const [avif, webp] = [...container.querySelectorAll("source")];
    expect(avif!.getAttribute("type")).toBe("image/avif");
    expect(avif!.getAttribute("srcset")).toBe(["160", "320", "480", "640", "960"].map((w) => `/uploads/${HASH}-w${w}.avif ${w}w`).join(", "));
    expect(webp!.getAttribute("type")).toBe("image/webp");
    const img = container.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("Red dress");
    expect(img.getAttribute("srcset")).toContain(`/uploads/${HASH}-w960.jpg 960w`);
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["3024", "4032"]);
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("loading")).toBeNull();
    expect(img.style.backgroundColor).toBe("rgb(170, 51, 68)");
  });

  it("keeps a drawing or another host's picture a plain lazy <img>", () => {
    const { container } = renderWithProviders(<ResponsivePicture image={{ url: "/images/products/tee.svg", alt: "Tee" }} sizes="100vw" lazy />, {});
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/images/products/tee.svg");
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("never asks a size wider than the picture: a small one is served at its own width", () => {
    expect(srcSetOf(`/uploads/${HASH}.png`, "webp", 500)).toBe(`/uploads/${HASH}-w160.webp 160w, /uploads/${HASH}-w320.webp 320w, /uploads/${HASH}-w480.webp 480w, /uploads/${HASH}-w640.webp 500w`);
    expect(srcSetOf("https://cdn.example/x.jpg", "webp", 500)).toBeNull();
  });
});
