import { isAdmin, isPublic } from "../../auth/rules.js";

export const productPermissions = {
  Query: { products: isPublic, product: isPublic, searchProducts: isPublic },
  Mutation: { createProduct: isAdmin, updateProduct: isAdmin, deleteProduct: isAdmin },
  Product: isPublic,
  ProductPage: isPublic,
};
