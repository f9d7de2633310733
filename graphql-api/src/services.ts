// The one place services are created and handed their dependencies (database, config, mail, payments, jobs, image
// store); resolvers and REST routes reach them only through the object built here.
import type { ServiceDeps } from "./service-deps.js";
import { AuthService } from "./modules/user/auth.service.js";
import { TwoFactorService } from "./modules/user/two-factor.js";
import { PasskeyService } from "./modules/passkey/passkey.service.js";
import { SessionService } from "./modules/session/session.service.js";
import { UserService } from "./modules/user/user.service.js";
import { ProductService } from "./modules/product/product.service.js";
import { CartService } from "./modules/cart/cart.service.js";
import { WishlistService } from "./modules/wishlist/wishlist.service.js";
import { AddressService } from "./modules/address/address.service.js";
import { ReviewService } from "./modules/review/review.service.js";
import { OrderService } from "./modules/order/order.service.js";
import { FeatureService } from "./modules/feature/feature.service.js";
import { UploadService } from "./modules/upload/upload.service.js";
import { GalleryService } from "./modules/product/gallery.service.js";
import { ShopService } from "./modules/shop/shop.service.js";
import { CustomerService } from "./modules/customer/customer.service.js";
import { AuditService } from "./modules/audit/audit.service.js";
import { ApiKeyService } from "./modules/apikey/apikey.service.js";
import { DashboardService } from "./modules/dashboard/dashboard.service.js";
import { LowStockService } from "./modules/dashboard/low-stock.js";
import { TaxonomyService } from "./modules/taxonomy/taxonomy.service.js";
import { WebhookService } from "./modules/webhook/webhook.service.js";
import { WebhookWorker } from "./modules/webhook/webhook.worker.js";
import { PricingService } from "./modules/pricing/pricing.service.js";
import { PricingAdminService } from "./modules/pricing/pricing-admin.service.js";
import { CheckoutQuoteService } from "./modules/pricing/checkout-quote.service.js";
import { PromotionAdminService } from "./modules/pricing/promotion-admin.service.js";
import { InvoiceService } from "./modules/invoice/invoice.service.js";
import { DatabaseImageStore } from "./modules/upload/image-store.js";

export function createServices(deps: ServiceDeps) {
  // One instance: the second step's slowdown per account is counted in it (or in Redis).
  const twoFactor = new TwoFactorService(deps);
  const sessions = new SessionService(deps);
  const auth = new AuthService(deps, twoFactor, sessions);
  const uploads = new UploadService(deps, deps.images ?? new DatabaseImageStore(deps.prisma));
  // One instance: the code-guessing budget is counted in it (or in Redis).
  const pricing = new PricingService(deps);
  return {
    auth,
    sessions,
    twoFactor,
    passkeys: new PasskeyService(deps, auth),
    users: new UserService(deps),
    products: new ProductService(deps),
    cart: new CartService(deps),
    wishlist: new WishlistService(deps),
    addresses: new AddressService(deps),
    reviews: new ReviewService(deps),
    orders: new OrderService(deps, pricing),
    checkoutQuotes: new CheckoutQuoteService(deps, pricing),
    pricingAdmin: new PricingAdminService(deps),
    pricing,
    promotionAdmin: new PromotionAdminService(deps),
    invoices: new InvoiceService(deps),
    features: new FeatureService(deps),
    uploads,
    gallery: new GalleryService(deps, uploads),
    shop: new ShopService(deps),
    customers: new CustomerService(deps),
    audit: new AuditService(deps),
    dashboard: new DashboardService(deps),
    lowStock: new LowStockService(deps),
    apiKeys: new ApiKeyService(deps),
    taxonomy: new TaxonomyService(deps),
    webhooks: new WebhookService(deps),
    webhookWorker: new WebhookWorker(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
