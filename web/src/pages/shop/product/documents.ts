// The product page's GraphQL documents.
import { graphql } from "../../../gql";

/** Everything the page shows above its reviews, and what its head is made of (the shop's address, brand and category names). */
export const ProductPageQuery = graphql(`
  query ProductPage($slug: String!) {
    productBySlug(slug: $slug) {
      ...ProductFields
      slug
      url
      reviewCount
      images {
        ...PictureFields
      }
      variants {
        ...VariantFields
        unitPriceCents
      }
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

export const ProductReviewsQuery = graphql(`
  query ProductReviews($productId: ID!, $page: Int = 1) {
    reviews(productId: $productId, page: $page, pageSize: 10) {
      total
      page
      pageSize
      items {
        id
        userName
        reviewMessage
        reviewValue
        createdAt
      }
    }
  }
`);

export const ProductPageAddReviewMutation = graphql(`
  mutation ProductPageAddReview($input: ReviewInput!) {
    addReview(input: $input) {
      id
    }
  }
`);
