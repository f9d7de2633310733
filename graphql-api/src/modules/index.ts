import type { NonEmptyArray } from "type-graphql";
import { UserResolver } from "./user/user.resolver.js";
import { ProductResolver } from "./product/product.resolver.js";
import { CartItemResolver, CartResolver } from "./cart/cart.resolver.js";
import { WishlistResolver } from "./wishlist/wishlist.resolver.js";
import { AddressResolver } from "./address/address.resolver.js";
import { ReviewResolver } from "./review/review.resolver.js";
import { OrderItemResolver, OrderResolver } from "./order/order.resolver.js";
import { FeatureResolver } from "./feature/feature.resolver.js";
import { ShopResolver } from "./shop/shop.resolver.js";
import { userPermissions } from "./user/user.permissions.js";
import { productPermissions } from "./product/product.permissions.js";
import { cartPermissions } from "./cart/cart.permissions.js";
import { wishlistPermissions } from "./wishlist/wishlist.permissions.js";
import { addressPermissions } from "./address/address.permissions.js";
import { reviewPermissions } from "./review/review.permissions.js";
import { orderPermissions } from "./order/order.permissions.js";
import { featurePermissions } from "./feature/feature.permissions.js";
import { shopPermissions } from "./shop/shop.permissions.js";

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  UserResolver,
  ProductResolver,
  CartResolver,
  CartItemResolver,
  WishlistResolver,
  AddressResolver,
  ReviewResolver,
  OrderResolver,
  OrderItemResolver,
  FeatureResolver,
  ShopResolver,
];

/** Each domain's slice of the permission map; auth/permissions.ts merges them into one shield. */
export const permissionSlices = [
  userPermissions,
  productPermissions,
  cartPermissions,
  wishlistPermissions,
  addressPermissions,
  reviewPermissions,
  orderPermissions,
  featurePermissions,
  shopPermissions,
];
