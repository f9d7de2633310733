import { graphql } from "../../gql";

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      success
      message
    }
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      success
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($userId: ID!, $token: String!, $password: String!) {
    resetPassword(userId: $userId, token: $token, password: $password) {
      success
      message
    }
  }
`);

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      success
      message
    }
  }
`);
