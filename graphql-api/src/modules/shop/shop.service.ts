// What the shop tells every client about itself (the public shopInfo query): whether payments are only a demo, the
// currency, who may browse the storefront and the shop's address.
import type { ServiceDeps } from "../../service-deps.js";
import { StorefrontAccessMode, type ShopInfoType } from "./shop.types.js";

export class ShopService {
  constructor(private readonly deps: ServiceDeps) {}

  info(): ShopInfoType {
    const { config } = this.deps;
    return { demoPayments: config.paypal.offline, currency: "USD", storefrontAccess: StorefrontAccessMode[config.storefrontAccess], url: config.publicUrl };
  }
}
