// The one declaration of who may do what: every domain's access table side by side. The GraphQL shield
// (auth/permissions.ts) and the REST facade (rest/route.ts) are derived from it; nothing else decides by role.
import type { Access } from "../auth/access.js";
import { userAccess } from "./user/user.access.js";
import { passkeyAccess } from "./passkey/passkey.access.js";
import { sessionAccess } from "./session/session.access.js";
import { productAccess } from "./product/product.access.js";
import { cartAccess } from "./cart/cart.access.js";
import { wishlistAccess } from "./wishlist/wishlist.access.js";
import { addressAccess } from "./address/address.access.js";
import { reviewAccess } from "./review/review.access.js";
import { orderAccess } from "./order/order.access.js";
import { featureAccess } from "./feature/feature.access.js";
import { shopAccess } from "./shop/shop.access.js";
import { uploadAccess } from "./upload/upload.access.js";
import { customerAccess } from "./customer/customer.access.js";
import { auditAccess } from "./audit/audit.access.js";
import { taxonomyAccess } from "./taxonomy/taxonomy.access.js";

import { dashboardAccess } from "./dashboard/dashboard.access.js";
import { apiKeyAccess } from "./apikey/apikey.access.js";
import { webhookAccess } from "./webhook/webhook.access.js";
import { pricingAccess } from "./pricing/pricing.access.js";

export const DOMAIN_ACCESS = [userAccess, passkeyAccess, sessionAccess, productAccess, cartAccess, wishlistAccess, addressAccess, reviewAccess, orderAccess, featureAccess, shopAccess, uploadAccess, customerAccess, auditAccess, dashboardAccess, apiKeyAccess, taxonomyAccess, webhookAccess, pricingAccess] as const;

export const ACCESS = {
  ...userAccess,
  ...passkeyAccess,
  ...sessionAccess,
  ...productAccess,
  ...cartAccess,
  ...wishlistAccess,
  ...addressAccess,
  ...reviewAccess,
  ...orderAccess,
  ...featureAccess,
  ...shopAccess,
  ...uploadAccess,
  ...customerAccess,
  ...auditAccess,
  ...dashboardAccess,
  ...apiKeyAccess,
  ...taxonomyAccess,
  ...webhookAccess,
  ...pricingAccess,
} as const;

/** An operation's name: a GraphQL Query/Mutation field, or a REST-only operation. */
export type Operation = keyof typeof ACCESS;

export const accessOf = (operation: Operation): Access => ACCESS[operation];
