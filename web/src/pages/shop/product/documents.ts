// The product page's GraphQL documents.
import { graphql } from "../../../gql";

/** Everything the page shows above its reviews, and what its head is made of (the shop's address, brand and category names). */
export const ProductPageQuery = graphql(`
  query ProductPage($slug: String!) {
    productBySlug(slug: $slug) {
      ...ProductFields
      reviewCount
      images {
        ...PictureFields
      }
      variants {
        ...VariantFields
        unitPriceCents
      }
      slug
      url
    }
    shopInfo {
      url
    }
    categories {
      slug
      name
    }
    brands {
      slug
      name
    }
  }
`);

/** The page's reviews (its form writes with the shared AddReviewMutation of components/shop/reviewDocuments). */
export const ProductReviewsQuery = graphql(`
  query ProductReviews($productId: ID!, $page: Int = 1) {
    reviews(productId: $productId, page: $page, pageSize: 10) {
      ...ReviewPageFields
    }
  }
`);
