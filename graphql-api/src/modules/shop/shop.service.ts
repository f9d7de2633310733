// What the shop tells every client about itself (the public shopInfo query): whether payments are only a demo, and
// the currency.
import type { ServiceDeps } from "../../services.js";
import type { ShopInfoType } from "./shop.types.js";

export class ShopService {
  constructor(private readonly deps: ServiceDeps) {}

  info(): ShopInfoType {
    return { demoPayments: this.deps.config.paypal.offline, currency: "USD" };
  }
}
