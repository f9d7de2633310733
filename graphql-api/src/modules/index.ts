// The list of GraphQL resolvers the schema is built from: a domain's operations exist on the API only once listed here.
import type { NonEmptyArray } from "type-graphql";
import { UserResolver } from "./user/user.resolver.js";
import { TwoFactorResolver } from "./user/two-factor.resolver.js";
import { PasskeyResolver } from "./passkey/passkey.resolver.js";
import { SessionResolver } from "./session/session.resolver.js";
import { ProductResolver } from "./product/product.resolver.js";
import { GalleryResolver } from "./product/gallery.resolver.js";
import { ProductSearchResolver } from "./product/product.search.resolver.js";
import { CartItemResolver, CartResolver } from "./cart/cart.resolver.js";
import { WishlistResolver } from "./wishlist/wishlist.resolver.js";
import { AddressResolver } from "./address/address.resolver.js";
import { ReviewResolver } from "./review/review.resolver.js";
import { OrderItemResolver, OrderResolver } from "./order/order.resolver.js";
import { FeatureResolver } from "./feature/feature.resolver.js";
import { ShopResolver } from "./shop/shop.resolver.js";
import { CustomerResolver } from "./customer/customer.resolver.js";
import { AuditResolver } from "./audit/audit.resolver.js";
import { DashboardResolver } from "./dashboard/dashboard.resolver.js";
import { ApiKeyResolver } from "./apikey/apikey.resolver.js";
import { TaxonomyResolver } from "./taxonomy/taxonomy.resolver.js";
import { WebhookResolver } from "./webhook/webhook.resolver.js";
import { PricingResolver } from "./pricing/pricing.resolver.js";
import { CartQuoteResolver, ProductPromotionResolver, PromotionResolver } from "./pricing/promotion.resolver.js";

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  UserResolver,
  TwoFactorResolver,
  PasskeyResolver,
  SessionResolver,
  ProductResolver,
  ProductSearchResolver,
  GalleryResolver,
  CartResolver,
  CartItemResolver,
  WishlistResolver,
  AddressResolver,
  ReviewResolver,
  OrderResolver,
  OrderItemResolver,
  FeatureResolver,
  ShopResolver,
  CustomerResolver,
  AuditResolver,
  DashboardResolver,
  ApiKeyResolver,
  TaxonomyResolver,
  WebhookResolver,
  PricingResolver,
  PromotionResolver,
  ProductPromotionResolver,
  CartQuoteResolver,
];
