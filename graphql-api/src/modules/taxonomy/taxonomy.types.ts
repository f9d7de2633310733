// The GraphQL shapes of categories and brands and the admin's forms for them.
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

const SLUG = "Lowercase letters a-z, digits and hyphens, 1 to 40 characters; what products, filters and URLs name it by. Never changes.";

@ObjectType("Category", { description: "A section of the shop (men, women, ...). Products name it by slug." })
export class CategoryType {
  @Field(() => ID, { description: "The category's id." }) id!: string;
  @Field(() => String, { description: SLUG }) slug!: string;
  @Field(() => String, { description: "What shoppers read, e.g. \"Men\"." }) name!: string;
  @Field(() => Int, { description: "Place in the menus, from 0." }) position!: number;
  @Field(() => Boolean, { description: "Left out of the storefront's menus, filters and tiles; its products stay on sale." }) hidden!: boolean;
}

@ObjectType("Brand", { description: "A brand the shop sells. Products name it by slug (H&M is hm)." })
export class BrandType {
  @Field(() => ID, { description: "The brand's id." }) id!: string;
  @Field(() => String, { description: SLUG }) slug!: string;
  @Field(() => String, { description: "What shoppers read, e.g. \"Levi's\"." }) name!: string;
  @Field(() => Int, { description: "Place in the menus, from 0." }) position!: number;
  @Field(() => Boolean, { description: "Left out of the storefront's menus, filters and tiles; its products stay on sale." }) hidden!: boolean;
}

@InputType("TaxonomyInput", { description: "A new category or brand; it goes last in the menus." })
export class TaxonomyInput {
  @Field(() => String, { description: `${SLUG} Unique.` }) slug!: string;
  @Field(() => String, { description: "1 to 60 characters, trimmed." }) name!: string;
  @Field(() => Boolean, { nullable: true, description: "Default false." }) hidden?: boolean | null;
}

@InputType("TaxonomyUpdateInput", { description: "Rename and/or hide or show; a field left out or null is kept. The slug cannot change." })
export class TaxonomyUpdateInput {
  @Field(() => String, { nullable: true, description: "1 to 60 characters, trimmed." }) name?: string | null;
  @Field(() => Boolean, { nullable: true, description: "true hides it from the storefront (menus, filters, tiles, search by name); false shows it again." }) hidden?: boolean | null;
}
