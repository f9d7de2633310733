import { graphql } from "../../gql";

export const AdminCustomersQuery = graphql(`
  query AdminCustomers($search: String, $page: Int!, $pageSize: Int!) {
    adminCustomers(search: $search, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        ...CustomerFields
      }
    }
  }
`);

export const CustomerFieldsFragment = graphql(`
  fragment CustomerFields on Customer {
    id
    userName
    email
    phone
    disabled
    disabledAt
    createdAt
    ordersCount
    totalSpentCents
    lastOrderAt
  }
`);

export const AdminCustomerQuery = graphql(`
  query AdminCustomer($id: ID!) {
    adminCustomer(id: $id) {
      ...CustomerFields
    }
  }
`);

export const DisableCustomerMutation = graphql(`
  mutation DisableCustomer($id: ID!) {
    disableCustomer(id: $id) {
      ...CustomerFields
    }
  }
`);

export const EnableCustomerMutation = graphql(`
  mutation EnableCustomer($id: ID!) {
    enableCustomer(id: $id) {
      ...CustomerFields
    }
  }
`);

export const AuditLogQuery = graphql(`
  query AuditLog($page: Int!, $pageSize: Int!) {
    auditLog(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        at
        actorEmail
        action
        targetType
        targetId
        targetLabel
        changes {
          field
          before
          after
        }
      }
    }
  }
`);
