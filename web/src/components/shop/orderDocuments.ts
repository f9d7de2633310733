import { graphql } from "../../gql";

export const MyOrdersQuery = graphql(`
  query MyOrders($page: Int, $pageSize: Int) {
    myOrders(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        ...OrderDetailsFields
      }
    }
  }
`);
