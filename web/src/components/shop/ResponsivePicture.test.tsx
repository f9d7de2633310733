import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ResponsivePicture, srcSetOf } from "./ResponsivePicture";
import { LISTING_CARD_SIZES, ProductPicture } from "./ProductCard";
import { ProductGallery } from "./ProductGallery";
import { productPhotoSizes } from "../../pages/shop/product/ProductPage";
import { createServerResponse, ServerResponseContext } from "../../ssr/response";

const HASH = "a".repeat(64);
const PHOTO = { url: `/uploads/${HASH}.jpg`, alt: "Red dress", width: 3024, height: 4032, placeholder: "#aa3344" };

/** The file Chrome takes from `srcset` and `sizes` on a screen `viewport` CSS px wide at `dpr`: the smallest that covers the painted width. */
function chosenFile(srcset: string, sizes: string, viewport: number, dpr: number): string {
  const px = (length: string) => {
    const calc = /^calc\(([\d.]+)vw - (\d+)px\)$/.exec(length);
    if (calc) return (Number(calc[1]) * viewport) / 100 - Number(calc[2]);
    return length.endsWith("vw") ? (parseFloat(length) * viewport) / 100 : parseFloat(length);
  };
  const slot = sizes.split(", ").map((entry) => /^(?:\(min-width: ([\d.]+)(px|em)\) )?(.+)$/.exec(entry)!).find(([, min, unit]) => !min || viewport >= Number(min) * (unit === "em" ? 16 : 1))!;
  const candidates = srcset.split(", ").map((c) => ({ file: c.split(" ")[0]!, w: parseInt(c.split(" ")[1]!) }));
  const needed = px(slot[3]!) * dpr;
  return (candidates.find((c) => c.w >= needed) ?? candidates.at(-1)!).file.replace(`/uploads/${HASH}-`, "");
}

describe("ResponsivePicture", () => {
  it("offers an upload as AVIF, WebP and JPEG at the served widths, with its size reserved and its colour painted", () => {
    const { container } = renderWithProviders(
      <ResponsivePicture image={{ url: `/uploads/${HASH}.jpg`, alt: "Red dress", width: 3024, height: 4032, placeholder: "#aa3344" }} sizes="100vw" maxWidth={960} priority />,
      {},
    );
    const [avif, webp] = [...container.querySelectorAll("source")];
    expect(avif!.getAttribute("type")).toBe("image/avif");
    expect(avif!.getAttribute("srcset")).toBe(["160", "320", "480", "640", "720", "960"].map((w) => `/uploads/${HASH}-w${w}.avif ${w}w`).join(", "));
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

  it("gives a phone a listing card's photo at 720 px at most, and a desktop the width its card paints", () => {
    const { container } = renderWithProviders(<ProductPicture image={PHOTO} sizes={LISTING_CARD_SIZES} />, {});
    const avif = container.querySelector("source[type='image/avif']")!;
    const take = (viewport: number, dpr: number) => chosenFile(avif.getAttribute("srcset")!, avif.getAttribute("sizes")!, viewport, dpr);
    expect(take(390, 3)).toBe("w720.avif"); // a 358 px card: 960 cost 1.6 MB for the listing's 24 photos
    expect(take(412, 1.75)).toBe("w720.avif"); // Lighthouse's phone
    expect(take(1440, 1)).toBe("w320.avif"); // 4 columns beside the filters: 275 px each
    expect(take(1024, 2)).toBe("w480.avif"); // 3 columns: 233 px each
  });

  it("gives the product page's photo the width its box paints, and preloads that same file from the head", () => {
    expect(productPhotoSizes(PHOTO)).toBe("(min-width: 904px) 420px, (min-width: 48em) calc(50vw - 32px), (min-width: 452px) 420px, calc(100vw - 32px)");
    const response = createServerResponse();
    const { container } = renderWithProviders(
      <ServerResponseContext.Provider value={response}>
        <ProductGallery images={[{ ...PHOTO, colour: "" }]} colour="" sizes={productPhotoSizes} priority />
      </ServerResponseContext.Provider>,
      {},
    );
    const avif = container.querySelector("source[type='image/avif']")!;
    const take = (viewport: number, dpr: number) => chosenFile(avif.getAttribute("srcset")!, avif.getAttribute("sizes")!, viewport, dpr);
    expect(take(412, 1.75)).toBe("w720.avif"); // a 380 px box needs 665: 960 was "properly size images" in Lighthouse
    expect(take(1440, 2)).toBe("w960.avif"); // a 3:4 photo 560 px tall is 420 px wide
    const [preload] = response.head.map((h) => h.largestImage).filter(Boolean);
    expect(preload).toEqual({ href: PHOTO.url, srcSet: avif.getAttribute("srcset"), sizes: avif.getAttribute("sizes"), type: "image/avif" });
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
