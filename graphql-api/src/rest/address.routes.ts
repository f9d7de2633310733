// The address book on the REST facade (spec 7, Addresses). The path or body userId must be the caller's; the
// service scopes every change to the caller.
import type { RestDeps } from "./deps.js";
import type { RestRoute } from "./route.js";
import { body, param } from "./input.js";
import { toRest } from "./shape.js";
import type { AddressView } from "../modules/address/address.service.js";

/** The spec's address shape: the GraphQL-only country and region stay out. */
const legacy = ({ country: _c, region: _r, ...a }: AddressView) => a;

export function addressRoutes({ services }: RestDeps): RestRoute[] {
  const addresses = services.addresses;
  return [
    {
      method: "post",
      paths: ["/api/shop/address/add"],
      operation: "addAddress",
      status: 201,
      handler: async ({ req, viewer }) => {
        const b = body(req);
        return { success: true, message: "Address added successfully", data: toRest(legacy(await addresses.add(viewer, b))) };
      },
    },
    {
      method: "get",
      paths: ["/api/shop/address/get/:userId"],
      operation: "addresses",
      handler: async ({ viewer }) => ({ success: true, data: toRest((await addresses.list(viewer)).map(legacy)) }),
    },
    {
      method: "put",
      paths: ["/api/shop/address/update/:userId/:addressId"],
      operation: "updateAddress",
      handler: async ({ req, viewer }) => {
        const b = body(req);
        const data = await addresses.update(viewer, param(req, "addressId"), b);
        return { success: true, message: "Address updated successfully", data: toRest(legacy(data)) };
      },
    },
    {
      method: "delete",
      paths: ["/api/shop/address/delete/:userId/:addressId"],
      operation: "deleteAddress",
      handler: async ({ req, viewer }) => {
        const id = await addresses.delete(viewer, param(req, "addressId"));
        return { success: true, message: "Address deleted successfully", data: { id, _id: id } };
      },
    },
  ];
}
