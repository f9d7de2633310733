// The REST facade of spec section 7 (legacy clients): every route in one table, mounted as one router; thin
// translations onto the services GraphQL uses.
import type { Router } from "express";
import type { RestDeps } from "./deps.js";
import { mountRoutes, type RestRoute } from "./route.js";
import { authRoutes } from "./auth.routes.js";
import { featureRoutes } from "./feature.routes.js";
import { productRoutes } from "./product.routes.js";
import { cartRoutes } from "./cart.routes.js";
import { addressRoutes } from "./address.routes.js";
import { orderRoutes } from "./order.routes.js";
import { reviewRoutes } from "./review.routes.js";
import { wishlistRoutes } from "./wishlist.routes.js";

/** Every REST route, as one table (README "REST facade" lists the same). */
export function restRoutes(deps: RestDeps): RestRoute[] {
  return [
    ...authRoutes(deps),
    ...featureRoutes(deps),
    ...productRoutes(deps),
    ...cartRoutes(deps),
    ...addressRoutes(deps),
    ...orderRoutes(deps),
    ...reviewRoutes(deps),
    ...wishlistRoutes(deps),
  ];
}

export function createRestRouter(deps: RestDeps): Router {
  return mountRoutes(restRoutes(deps), deps.traffic);
}
