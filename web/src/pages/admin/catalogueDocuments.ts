import { graphql } from "../../gql";

// The back office's view of categories and brands: every one, hidden included, and the edits an admin makes.

export const AdminTaxonomyQuery = graphql(`
  query AdminTaxonomy {
    categories(includeHidden: true) {
      id
      slug
      name
      position
      hidden
    }
    brands(includeHidden: true) {
      id
      slug
      name
      position
      hidden
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: TaxonomyInput!) {
    createCategory(input: $input) {
      id
      slug
      name
      position
      hidden
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $input: TaxonomyUpdateInput!) {
    updateCategory(id: $id, input: $input) {
      id
      slug
      name
      position
      hidden
    }
  }
`);

export const ReorderCategoriesMutation = graphql(`
  mutation ReorderCategories($ids: [ID!]!) {
    reorderCategories(ids: $ids) {
      id
      position
    }
  }
`);

export const CreateBrandMutation = graphql(`
  mutation CreateBrand($input: TaxonomyInput!) {
    createBrand(input: $input) {
      id
      slug
      name
      position
      hidden
    }
  }
`);

export const UpdateBrandMutation = graphql(`
  mutation UpdateBrand($id: ID!, $input: TaxonomyUpdateInput!) {
    updateBrand(id: $id, input: $input) {
      id
      slug
      name
      position
      hidden
    }
  }
`);

export const ReorderBrandsMutation = graphql(`
  mutation ReorderBrands($ids: [ID!]!) {
    reorderBrands(ids: $ids) {
      id
      position
    }
  }
`);
