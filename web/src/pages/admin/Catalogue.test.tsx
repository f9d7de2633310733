import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { adminUser, renderWithProviders } from "../../test/render";
import Catalogue from "./Catalogue";
import { AdminTaxonomyQuery, CreateCategoryMutation, ReorderCategoriesMutation, UpdateBrandMutation, UpdateCategoryMutation } from "./catalogueDocuments";
import { adminBrands, adminCategories, adminTaxonomyMock, adminTaxonomyResult } from "./taxonomyTestData";

const once = (result: ReturnType<typeof adminTaxonomyResult>) => ({ request: { query: AdminTaxonomyQuery }, result });
const then = (result: ReturnType<typeof adminTaxonomyResult>) => ({ ...once(result), maxUsageCount: Number.POSITIVE_INFINITY });
const render = (mocks: unknown[]) => renderWithProviders(<Catalogue />, { route: "/admin/catalogue", session: { user: adminUser }, mocks: mocks as never });
const names = (kind: "category" | "brand") => screen.getAllByTestId(`${kind}-row`).map((r) => within(r).getAllByRole("cell")[0]!.textContent);
const list = (title: string) => within(screen.getByRole("region", { name: title }));

describe("admin catalogue", () => {
  it("lists every category and brand in menu order, hidden ones marked", async () => {
    render([adminTaxonomyMock]);
    expect(await screen.findByRole("heading", { name: "Categories" })).toBeInTheDocument();
    expect(names("category")).toEqual(["Men", "Women", "KidsHidden"]);
    expect(names("brand")).toEqual(["Nike", "H&M"]);
    expect(list("Categories").getByRole("button", { name: "Show Kids" })).toBeInTheDocument();
    expect(list("Categories").getByRole("button", { name: "Move Men up" })).toBeDisabled();
    expect(list("Brands").getByRole("button", { name: "Move H&M down" })).toBeDisabled();
  });

  it("adds a category, and shows the server's message when it refuses one", async () => {
    const user = userEvent.setup();
    const added = { __typename: "Category" as const, id: "C-sportswear", slug: "sportswear", name: "Sportswear", position: 3, hidden: false };
    render([
      once(adminTaxonomyResult()),
      {
        request: { query: CreateCategoryMutation, variables: { input: { slug: "men", name: "Men again" } } },
        result: { errors: [new GraphQLError("A category with the slug men already exists.", { extensions: { code: "CONFLICT" } })] },
      },
      { request: { query: CreateCategoryMutation, variables: { input: { slug: "sportswear", name: "Sportswear" } } }, result: { data: { createCategory: added } } },
      then(adminTaxonomyResult([...adminCategories, added], adminBrands)),
    ]);
    const form = within(await screen.findByRole("form", { name: "Add a category" }));
    await user.type(form.getByLabelText("Slug"), "men");
    await user.type(form.getByLabelText("Name"), "Men again");
    await user.click(form.getByRole("button", { name: "Add category" }));
    expect(await list("Categories").findByText("A category with the slug men already exists.")).toBeInTheDocument();

    await user.clear(form.getByLabelText("Slug"));
    await user.type(form.getByLabelText("Slug"), "sportswear");
    await user.clear(form.getByLabelText("Name"));
    await user.type(form.getByLabelText("Name"), "Sportswear");
    await user.click(form.getByRole("button", { name: "Add category" }));
    expect(await list("Categories").findByText("Sportswear")).toBeInTheDocument();
    expect(list("Categories").queryByText(/already exists/)).not.toBeInTheDocument();
    expect(form.getByLabelText("Slug")).toHaveValue("");
  });

  it("moves, hides and renames: each change is sent, and the list shows the server's answer", async () => {
    const user = userEvent.setup();
    const [men, women, kids] = adminCategories as [typeof adminCategories[0], typeof adminCategories[0], typeof adminCategories[0]];
    const reordered = [{ ...women, position: 0 }, { ...men, position: 1 }, kids];
    const hiddenMen = { ...men, position: 1, hidden: true };
    const nike = adminBrands[0]!;
    render([
      once(adminTaxonomyResult()),
      { request: { query: ReorderCategoriesMutation, variables: { ids: [women.id, men.id, kids.id] } }, result: { data: { reorderCategories: reordered.map(({ __typename, id, position }) => ({ __typename, id, position })) } } },
      once(adminTaxonomyResult(reordered, adminBrands)),
      { request: { query: UpdateCategoryMutation, variables: { id: men.id, input: { hidden: true } } }, result: { data: { updateCategory: hiddenMen } } },
      once(adminTaxonomyResult([reordered[0]!, hiddenMen, kids], adminBrands)),
      { request: { query: UpdateBrandMutation, variables: { id: nike.id, input: { name: "Nike Inc" } } }, result: { data: { updateBrand: { ...nike, name: "Nike Inc" } } } },
      then(adminTaxonomyResult([reordered[0]!, hiddenMen, kids], [{ ...nike, name: "Nike Inc" }, adminBrands[1]!])),
    ]);
    await screen.findByRole("heading", { name: "Categories" });
    await user.click(list("Categories").getByRole("button", { name: "Move Women up" }));
    await screen.findByText("Categories reordered");
    expect(names("category")).toEqual(["Women", "Men", "KidsHidden"]);

    await user.click(list("Categories").getByRole("button", { name: "Hide Men" }));
    expect(await list("Categories").findByRole("button", { name: "Show Men" })).toBeInTheDocument();
    expect(names("category")).toEqual(["Women", "MenHidden", "KidsHidden"]);

    await user.click(list("Brands").getByRole("button", { name: "Rename Nike" }));
    const input = list("Brands").getByLabelText("New name");
    await user.clear(input);
    await user.type(input, "Nike Inc");
    await user.click(list("Brands").getByRole("button", { name: "Save" }));
    expect(await list("Brands").findByText("Nike Inc")).toBeInTheDocument();
  });
});
