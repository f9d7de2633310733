// The shapes a product is shown in (a product, a page of them), apart from the service: the modules that read and
// page products for the service (product.reader.ts, product.connection.ts, product.stock.ts) need them too.
import type { Product } from "../../generated/prisma/client.js";
import type { VariantView } from "./variants.js";

/** A product as both APIs show it: money in integer cents (the REST facade shows dollars, see rest/shape.ts). */
export interface ProductView {
  id: string;
  title: string;
  /** Its page's address: /shop/product/<slug> (see product.url.ts); its id until the slug backfill reaches it. */
  slug: string;
  description: string;
  category: Product["category"];
  brand: Product["brand"];
  image: string;
  priceCents: number;
  salePriceCents: number;
  totalStock: number;
  averageReview: number;
  reviewCount: number;
  variants: VariantView[];
}

export interface ProductPageView {
  items: ProductView[];
  total: number;
  /** total is the planner's estimate (see product.count.ts for when). */
  totalIsEstimate: boolean;
  page: number;
  pageSize: number;
}
