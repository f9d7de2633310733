import { graphql } from "../../gql";

export const FeatureImagesQuery = graphql(`
  query AdminFeatureImages {
    featureImages {
      id
      image
    }
  }
`);

export const AddFeatureImageMutation = graphql(`
  mutation AddFeatureImage($image: String!) {
    addFeatureImage(image: $image) {
      id
      image
    }
  }
`);

export const DeleteFeatureImageMutation = graphql(`
  mutation DeleteFeatureImage($id: ID!) {
    deleteFeatureImage(id: $id)
  }
`);

export const AdminProductsQuery = graphql(`
  query AdminProducts($page: Int!, $pageSize: Int!) {
    products(page: $page, pageSize: $pageSize, sortBy: titleAtoZ) {
      total
      page
      pageSize
      items {
        ...ProductFields
        variants {
          ...VariantFields
        }
      }
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
    updateProduct(id: $id, input: $input) {
      ...ProductFields
      variants {
        ...VariantFields
      }
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

export const AdminOrdersQuery = graphql(`
  query AdminOrders(
    $page: Int!
    $pageSize: Int!
    $status: OrderStatus
    $from: DateTimeISO
    $to: DateTimeISO
    $search: String
    $customerId: ID
  ) {
    adminOrders(page: $page, pageSize: $pageSize, status: $status, from: $from, to: $to, search: $search, customerId: $customerId) {
      total
      page
      pageSize
      items {
        id
        userName
        orderDate
        orderStatus
        totalAmountCents
      }
    }
  }
`);

export const AdminOrderQuery = graphql(`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      ...OrderDetailsFields
      nextStatuses
    }
  }
`);

export const UpdateOrderStatusMutation = graphql(`
  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      id
      orderStatus
      paymentStatus
      orderUpdateDate
      nextStatuses
      history {
        at
        field
        from
        to
        actor
      }
    }
  }
`);

export const ProductToEditQuery = graphql(`
  query AdminProductToEdit($id: ID!) {
    product(id: $id) {
      ...ProductFields
      variants {
        ...VariantFields
      }
    }
  }
`);

export const SalesDashboardQuery = graphql(`
  query SalesDashboard($range: DashboardRange!, $from: String, $to: String) {
    salesDashboard(range: $range, from: $from, to: $to) {
      timeZone
      from
      to
      previousFrom
      previousTo
      current {
        revenueCents
        orders
        averageOrderValueCents
        unitsSold
        discountCents
        shippingCents
        taxCents
      }
      previous {
        revenueCents
        orders
        averageOrderValueCents
        unitsSold
        discountCents
        shippingCents
        taxCents
      }
      days {
        date
        revenueCents
        orders
      }
      topProducts {
        productId
        title
        unitsSold
        revenueCents
      }
      categories {
        category
        unitsSold
        revenueCents
      }
    }
  }
`);

export const LowStockQuery = graphql(`
  query LowStock {
    lowStock {
      threshold
      items {
        productId
        variantId
        size
        colour
        sku
        title
        totalStock
        lastSoldAt
      }
    }
  }
`);
