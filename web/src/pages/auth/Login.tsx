import { Suspense, lazy, useCallback, useState } from "react";
import { Button, Link as ChakraLink, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link, useLocation, useNavigate } from "react-router";
import { useSession } from "../../session";
import { afterSignIn } from "../../session/returnTo";
import { SessionRequestError, takeCartNotices } from "../../session/sessionApi";
import { toaster } from "../../components/common/toaster";
import { AuthForm } from "./AuthForm";
import { SAME_FOR_EVERY_VISITOR_SECONDS, useSharedCache } from "../../ssr/response";

// The steps after a password load only for the accounts that have them.
const SignInCode = lazy(() => import("./SignInCode"));
const SignInSetup = lazy(() => import("./SignInSetup"));

type Step = { kind: "code" | "setup"; ticket: string } | null;

export default function Login() {
  // The same page for every visitor who is not signed in.
  useSharedCache(SAME_FOR_EVERY_VISITOR_SECONDS);
  const { login, signedIn } = useSession();
  const navigate = useNavigate();
  // The page the visitor came from (?returnTo=, this shop's paths only: session/returnTo.ts).
  const { search } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<Step>(null);
  const restart = useCallback(() => setStep(null), []);

  const submit = async (values: { email: string; password: string }) => {
    setSubmitting(true);
    try {
      const user = await login(values.email.trim(), values.password);
      navigate(afterSignIn(user, search), { replace: true });
      // Lines of the guest cart cut to the stock or left out as it joined the account's: said in one notice (the shop
      // shows one at a time), long enough to read.
      const notices = takeCartNotices();
      if (notices.length) toaster.create({ title: "Your cart changed", description: notices.join(" "), type: "warning", duration: 10_000 });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof SessionRequestError && error.ticket) {
        if (error.code === "SECOND_FACTOR_REQUIRED") return setStep({ kind: "code", ticket: error.ticket });
        if (error.code === "TWO_FACTOR_SETUP_REQUIRED") return setStep({ kind: "setup", ticket: error.ticket });
      }
      const message = error instanceof SessionRequestError ? error.userMessage : null;
      toaster.create({ title: message ?? "Login failed", type: "error" });
    }
  };

  const withPasskey = async () => {
    setSubmitting(true);
    try {
      const { signInWithPasskey } = await import("../../session/passkeySignIn");
      const user = await signInWithPasskey();
      await signedIn(user);
      navigate(afterSignIn(user, search), { replace: true });
    } catch (error) {
      setSubmitting(false);
      // The browser's own prompt was dismissed: nothing to say.
      if (error instanceof Error && error.name === "NotAllowedError") return;
      const message = error instanceof SessionRequestError ? error.userMessage : null;
      toaster.create({ title: message ?? "Passkey sign-in failed", type: "error" });
    }
  };

  if (step) {
    return (
      <Suspense fallback={<Skeleton h="64" />}>
        {step.kind === "code" ? <SignInCode ticket={step.ticket} onRestart={restart} /> : <SignInSetup ticket={step.ticket} onRestart={restart} />}
      </Suspense>
    );
  }

  return (
    <AuthForm
      title="Sign in to your account"
      subtitle={
        <>
          Don't have an account?{" "}
          <ChakraLink asChild fontWeight="medium" color="colorPalette.fg">
            <Link to={`/auth/register${search}`}>Register</Link>
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
        <Stack gap={4}>
          <Button variant="outline" w="full" onClick={withPasskey} disabled={submitting}>
            Use a passkey
          </Button>
          <Text textAlign="center">
            <ChakraLink asChild fontWeight="medium">
              <Link to="/auth/forgot-password">Forgot password?</Link>
            </ChakraLink>
          </Text>
        </Stack>
      }
    />
  );
}
