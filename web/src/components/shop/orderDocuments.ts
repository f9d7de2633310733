import { graphql } from "../../gql";
import type { RouteQuery } from "../../servedQuery";

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

/** The account's first page of orders as the server answers it in the page (servedQueries.ts). */
export const SERVED_FIRST_ORDERS: RouteQuery = { query: MyOrdersQuery, variables: { page: 1, pageSize: ORDERS_PAGE_SIZE } };
