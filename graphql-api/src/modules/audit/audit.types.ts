// GraphQL shapes of the audit log of admin actions.
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { AuditAction } from "./audit.service.js";

registerEnumType(AuditAction, {
  name: "AuditAction",
  description: "An admin action: a product created, changed (price, stock, any field) or deleted; an order's status changed; an order refunded; a customer's sign-in disabled or enabled; a category or brand created, changed (renamed, hidden or shown) or reordered (the change `order` lists the slugs before and after).",
});

@ObjectType("AuditChange", { description: "One field an admin action changed, as text (money in integer cents)." })
export class AuditChangeType {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true, description: "Null when the field had no value before (a product created)." }) before!: string | null;
  @Field(() => String, { nullable: true, description: "Null when the field has no value after (a product deleted)." }) after!: string | null;
}

@ObjectType("AuditEntry", { description: "Who did what, to what, and when." })
export class AuditEntryType {
  @Field(() => ID) id!: string;
  @Field(() => Date) at!: Date;
  @Field(() => ID, { nullable: true, description: "The admin; null once their account is deleted." }) actorId!: string | null;
  @Field(() => String, { description: "The admin's email when they acted." }) actorEmail!: string;
  @Field(() => AuditAction) action!: AuditAction;
  @Field(() => String, { description: "product, order, customer, category or brand." }) targetType!: string;
  @Field(() => ID) targetId!: string;
  @Field(() => String, { description: "The target's name then: a product's title, a customer's email, an order's customer." }) targetLabel!: string;
  @Field(() => [AuditChangeType]) changes!: AuditChangeType[];
}

@ObjectType("AuditEntryPage", { description: "One page of the audit log, newest first, with the number of entries across all pages." })
export class AuditEntryPageType {
  @Field(() => [AuditEntryType]) items!: AuditEntryType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}
