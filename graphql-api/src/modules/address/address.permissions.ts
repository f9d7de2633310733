import { isOwner, isPublic } from "../../auth/rules.js";

export const addressPermissions = {
  Query: { addresses: isOwner },
  Mutation: { addAddress: isOwner, updateAddress: isOwner, deleteAddress: isOwner },
  Address: isPublic,
};
