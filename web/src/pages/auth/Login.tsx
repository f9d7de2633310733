import { useState } from "react";
import { Link as ChakraLink, Text } from "@chakra-ui/react";
import { Link, useNavigate } from "react-router";
import { useSession, homeFor } from "../../session";
import { SessionRequestError } from "../../session/sessionApi";
import { toaster } from "../../components/common/toaster";
import { AuthForm } from "./AuthForm";
import { SAME_FOR_EVERY_VISITOR_SECONDS, useSharedCache } from "../../ssr/response";

export default function Login() {
  // The same page for every visitor who is not signed in.
  useSharedCache(SAME_FOR_EVERY_VISITOR_SECONDS);
  const { login } = useSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { email: string; password: string }) => {
    setSubmitting(true);
    try {
      const user = await login(values.email.trim(), values.password);
      navigate(homeFor(user), { replace: true });
    } catch (error) {
      const message = error instanceof SessionRequestError ? error.userMessage : null;
      toaster.create({ title: message ?? "Login failed", type: "error" });
      setSubmitting(false);
    }
  };

  return (
    <AuthForm
      title="Sign in to your account"
      subtitle={
        <>
          Don't have an account?{" "}
          <ChakraLink asChild fontWeight="medium" color="colorPalette.fg">
            <Link to="/auth/register">Register</Link>
          </ChakraLink>
        </>
      }
      fields={[
        { name: "email", label: "Email", type: "email", placeholder: "Enter your email", autoComplete: "email" },
        { name: "password", label: "Password", type: "password", placeholder: "Enter your password", autoComplete: "current-password" },
      ]}
      onSubmit={submit}
      submitLabel="Sign In"
      submitting={submitting}
      footer={
        <Text textAlign="center">
          <ChakraLink asChild fontWeight="medium">
            <Link to="/auth/forgot-password">Forgot password?</Link>
          </ChakraLink>
        </Text>
      }
    />
  );
}
