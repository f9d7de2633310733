// The address book on GraphQL: list, add, update and delete the signed-in user's delivery addresses (rules in the service).
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { AddressInput, AddressType } from "./address.types.js";

@Resolver(() => AddressType)
export class AddressResolver {
  @Query(() => [AddressType], { description: "The signed-in user's saved addresses, oldest first." })
  addresses(@Ctx() ctx: Context) {
    return ctx.services.addresses.list(ctx.viewer);
  }

  @Mutation(() => AddressType, { description: "Saves a new address; a user can have at most 3 (a 4th is BAD_USER_INPUT: delete one first)." })
  addAddress(@Arg("input", () => AddressInput) input: AddressInput, @Ctx() ctx: Context) {
    return ctx.services.addresses.add(ctx.viewer, input);
  }

  @Mutation(() => AddressType, { description: "Replaces every field of one of the signed-in user's addresses; NOT_FOUND for an id that is not one of them." })
  updateAddress(@Arg("id", () => ID) id: string, @Arg("input", () => AddressInput) input: AddressInput, @Ctx() ctx: Context) {
    return ctx.services.addresses.update(ctx.viewer, id, input);
  }

  @Mutation(() => ID, { description: "Deletes one of the signed-in user's addresses and returns its id; NOT_FOUND for an id that is not one of them. Orders keep their copy of the address." })
  deleteAddress(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.addresses.delete(ctx.viewer, id);
  }
}
