import { afterEach, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { Head } from "./response";

afterEach(cleanup);

const own = () => [...document.head.querySelectorAll("[data-head]")].map((el) => el.outerHTML);

it("keeps the document's head as the mounted <Head>s say, an inner one overriding an outer one, and takes its tags away with it", () => {
  const product = { "@context": "https://schema.org", "@type": "Product", name: "</script>Tee" };
  const { rerender } = render(
    <>
      <Head title="Products | Shop" description="All products" />
      <Head title="Tee | Shop" canonical="https://shop.test/p/tee" meta={[{ property: "og:title", content: "Tee" }]} jsonLd={[product]} />
    </>,
  );
  expect(document.title).toBe("Tee | Shop");
  expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe("All products");
  expect(own()).toEqual([
    '<link rel="canonical" href="https://shop.test/p/tee" data-head="">',
    '<meta property="og:title" content="Tee" data-head="">',
    `<script type="application/ld+json" data-head="">${JSON.stringify(product)}</script>`,
  ]);

  rerender(<Head title="Products | Shop" description="All products" />);
  expect(document.title).toBe("Products | Shop");
  expect(own()).toEqual([]);
});

it("writes the page's largest picture as a high-priority preload, ahead of its other tags, the first one named winning", async () => {
  const { headHtml } = await import("./headHtml");
  const { renderToString } = await import("react-dom/server");
  const { createServerResponse, ServerResponseContext, usePreloadedImage } = await import("./response");
  const { mergeHeads } = await import("./head");
  function Picture({ href }: { href: string }) {
    usePreloadedImage({ href });
    return null;
  }
  const response = createServerResponse();
  renderToString(
    <ServerResponseContext.Provider value={response}>
      <Head title="Home" />
      <Picture href="/images/banners/1.svg" />
      <Picture href="/images/products/tee.svg" />
    </ServerResponseContext.Provider>,
  );
  expect(headHtml(mergeHeads(response.head))).toBe('<link rel="preload" as="image" href="/images/banners/1.svg" fetchpriority="high"><title>Home</title>');
  expect(headHtml({ largestImage: { href: '/u/"a".jpg', srcSet: "/u/a-w320.avif 320w", sizes: "100vw", type: "image/avif" } })).toBe(
    '<link rel="preload" as="image" href="/u/&#34;a&#34;.jpg" fetchpriority="high" imagesrcset="/u/a-w320.avif 320w" imagesizes="100vw" type="image/avif">',
  );
});
