// The back office's customers over GraphQL: thin calls into CustomerService.
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../context.js";
import type { CustomerView } from "./customer.service.js";
import { CustomerPageType, CustomerType } from "./customer.types.js";

@Resolver(() => CustomerType)
export class CustomerResolver {
  @Query(() => CustomerPageType, { description: "Admin: customers (not admins), newest first; search matches part of an email or a name, in any case." })
  adminCustomers(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("page", () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg("pageSize", () => Int, { nullable: true, defaultValue: 20 }) pageSize: number | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.customers.list(search, page, pageSize);
  }

  @Query(() => CustomerType, { description: "Admin: one customer; their orders are adminOrders(customerId: id). NOT_FOUND for an unknown id or an admin's." })
  adminCustomer(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.customers.get(id);
  }

  @Mutation(() => CustomerType, {
    description:
      "Admin: stops a customer signing in; their sessions end at once and login says the account is disabled. Not for admins or yourself (FORBIDDEN).",
  })
  disableCustomer(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.customers.setDisabled(ctx.viewer, id, true);
  }

  @Mutation(() => CustomerType, { description: "Admin: lets a disabled customer sign in again." })
  enableCustomer(@Arg("id", () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.services.customers.setDisabled(ctx.viewer, id, false);
  }

  @FieldResolver(() => Boolean, { description: "True while an admin has disabled the customer's sign-in." })
  disabled(@Root() c: CustomerView) {
    return c.disabledAt !== null;
  }
}
