import { graphql } from "../../gql";

// Field selections read by both the shop and the admin pages, so the two ask for (and are typed by) the same fields.

export const ProductFields = graphql(`
  fragment ProductFields on Product {
    id
    slug
    title
    description
    category
    brand
    image
    cover {
      ...PictureFields
    }
    priceCents
    salePriceCents
    promotion {
      priceCents
      wasCents
      label
    }
    totalStock
    averageReview
  }
`);

/** What a <ResponsivePicture> needs of a gallery picture. */
export const PictureFields = graphql(`
  fragment PictureFields on ProductImage {
    url
    alt
    colour
    width
    height
    placeholder
  }
`);

/** A variant as the product form's grid and the product dialog read it. */
export const VariantFields = graphql(`
  fragment VariantFields on ProductVariant {
    id
    sku
    size
    colour
    stock
    priceCents
  }
`);

/** Everything the order detail view shows (components/common/OrderDetails.tsx). */
export const OrderDetailsFields = graphql(`
  fragment OrderDetailsFields on Order {
    id
    userName
    orderDate
    orderStatus
    paymentMethod
    paymentStatus
    subtotalCents
    shippingCostCents
    totalAmountCents
    items {
      productId
      variantId
      sku
      size
      colour
      title
      image
      priceCents
      quantity
      totalCents
    }
    addressInfo {
      address
      city
      pincode
      phone
      notes
    }
    history {
      at
      field
      from
      to
      actor
    }
  }
`);

/**
 * An order's breakdown as charged (promotions, the code, the method, each tax line), asked by the detail view for
 * the one order it shows: in the order lists' fragment it would price a page of 100 orders over the query cost limit.
 */
export const OrderBreakdownQuery = graphql(`
  query OrderBreakdown($id: ID!) {
    order(id: $id) {
      id
      breakdown {
        discountCode
        discountCents
        promotions {
          id
          name
          amountCents
        }
        shippingMethodName
        taxIncluded
        taxLines {
          name
          amountCents
        }
      }
    }
  }
`);
