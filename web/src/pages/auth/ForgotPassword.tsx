import { Link as ChakraLink, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { useMutation } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { AuthForm } from "./AuthForm";
import { ForgotPasswordMutation } from "./documents";
import { WithApollo } from "../../apollo/WithApollo";
import { SAME_FOR_EVERY_VISITOR_SECONDS, useSharedCache } from "../../ssr/response";

/** With Apollo Client, which this page's data needs (the sign-in page loads without it). */
export default function ForgotPassword() {
  // The same page for every visitor who is not signed in.
  useSharedCache(SAME_FOR_EVERY_VISITOR_SECONDS);
  return (
    <WithApollo>
      <ForgotPasswordContent />
    </WithApollo>
  );
}

function ForgotPasswordContent() {
  const [send, { loading }] = useMutation(ForgotPasswordMutation);
  const submit = async (values: { email: string }, form: HTMLFormElement) => {
    try {
      const { data } = await send({ variables: { email: values.email.trim() } });
      if (!data?.forgotPassword.success) throw new Error(data?.forgotPassword.message);
      toaster.create({ title: "Reset email sent. Check your inbox.", type: "success" });
      form.reset();
    } catch (error) {
      toaster.create({ title: errorMessage(error, "Failed to send reset email."), type: "error" });
    }
  };

  return (
    <AuthForm
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to reset your password."
      fields={[{ name: "email", label: "Email", type: "email", placeholder: "Enter your email", autoComplete: "email" }]}
      onSubmit={submit}
      submitLabel="Send"
      submitting={loading}
      footer={
        <Text textAlign="center">
          <ChakraLink asChild fontWeight="medium">
            <Link to="/auth/login">Back to login</Link>
          </ChakraLink>
        </Text>
      }
    />
  );
}
