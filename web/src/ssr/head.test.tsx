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
