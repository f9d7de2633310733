// The audit log over GraphQL: a thin read of AuditService.
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { AuditEntryPageType } from "./audit.types.js";

@Resolver()
export class AuditResolver {
  @Query(() => AuditEntryPageType, { description: "Admin: the audit log of admin actions, newest first (pageSize 1 to 100, default 50)." })
  auditLog(
    @Arg("page", () => Int, { nullable: true, defaultValue: 1 }) page: number | null,
    @Arg("pageSize", () => Int, { nullable: true, defaultValue: 50 }) pageSize: number | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.audit.list(page, pageSize);
  }
}
