import { graphql } from "../gql";

export const MeQuery = graphql(`
  query Me {
    me {
      id
      userName
      email
      phone
      role
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      message
      user {
        id
        userName
        email
        phone
        role
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      success
      message
    }
  }
`);
