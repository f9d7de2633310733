import { useState, type FormEvent } from "react";
import { Button, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../session";
import { afterSignIn } from "../../session/returnTo";
import { SessionRequestError } from "../../session/sessionApi";
import { requestSignInCode } from "../../session/signInSteps";
import { toaster } from "../../components/common/toaster";

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export default function SignInCode({ ticket, onRestart }: { ticket: string; onRestart: () => void }) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  // The page the visitor came from (?returnTo=, this shop's paths only: session/returnTo.ts).
  const { search } = useLocation();
  const [code, setCode] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitting(true);
    try {
      const user = await requestSignInCode(ticket, code.trim());
      await signedIn(user);
      navigate(afterSignIn(user, search), { replace: true });
    } catch (error) {
      const message = error instanceof SessionRequestError ? error.userMessage : null;
      toaster.create({ title: message ?? "Sign-in failed", type: "error" });
      setSubmitting(false);
    }
  };
  return (
    <Stack gap={6}>
      <Stack gap={2} textAlign="center">
        <Heading as="h2" size="2xl">
          Two-step sign-in
        </Heading>
        <Text color="fg.muted">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Text>
      </Stack>
      <form onSubmit={submit}>
        <Stack gap={4}>
          <Field.Root required>
            <Field.Label>Authentication code</Field.Label>
            <Input name="code" autoComplete="one-time-code" autoFocus value={code} onChange={(e) => setCode(e.target.value)} />
          </Field.Root>
          <Button type="submit" w="full" loading={submitting} colorPalette="gray" bg="black" color="white">
            Verify
          </Button>
          <Button variant="ghost" onClick={onRestart}>
            Start over
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
