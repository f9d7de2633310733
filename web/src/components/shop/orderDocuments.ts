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

/** Orders per page of the account's order history. */
export const ORDERS_PAGE_SIZE = 20;
