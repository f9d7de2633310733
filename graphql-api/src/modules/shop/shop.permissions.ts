import { isPublic } from "../../auth/rules.js";

export const shopPermissions = {
  Query: { shopInfo: isPublic },
  ShopInfo: isPublic,
};
