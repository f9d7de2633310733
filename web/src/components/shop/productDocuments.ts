import { graphql } from "../../gql";

export const ProductsQuery = graphql(`
  query Products($filter: ProductFilter, $sortBy: ProductSort, $page: Int, $pageSize: Int) {
    products(filter: $filter, sortBy: $sortBy, page: $page, pageSize: $pageSize) {
      total
      totalIsEstimate
      page
      pageSize
      items {
        ...ProductFields
      }
    }
  }
`);

export const SearchProductsQuery = graphql(`
  query SearchProducts($keyword: String!, $page: Int, $pageSize: Int) {
    searchProducts(keyword: $keyword, page: $page, pageSize: $pageSize) {
      total
      items {
        ...ProductFields
      }
    }
  }
`);

export const FeatureImagesQuery = graphql(`
  query ShopFeatureImages {
    featureImages {
      id
      image
    }
  }
`);

/** Counts next to each filter value; each group is counted under the other groups' choices (see the schema). */
export const ProductFacetsQuery = graphql(`
  query ProductFacets($filter: ProductFilter) {
    productFacets(filter: $filter) {
      category {
        value
        count
      }
      brand {
        value
        count
      }
      size {
        value
        count
      }
      colour {
        value
        count
      }
    }
  }
`);
