import { graphql } from "../../gql";

// Field selections read by both the shop and the admin pages, so the two ask for (and are typed by) the same fields.

export const ProductFields = graphql(`
  fragment ProductFields on Product {
    id
    title
    description
    category
    brand
    image
    price
    salePrice
    totalStock
    averageReview
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
    subtotal
    shippingCost
    totalAmount
    items {
      productId
      title
      image
      price
      quantity
      total
    }
    addressInfo {
      address
      city
      pincode
      phone
      notes
    }
  }
`);
