import { useEffect, useState } from "react";
import { Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../session";
import { afterSignIn } from "../../session/returnTo";
import type { SessionUser } from "../../session/context";
import { SessionRequestError } from "../../session/sessionApi";
import { requestEnableAtSignIn, requestSetupAtSignIn, type TwoFactorSetup } from "../../session/signInSteps";
import { toaster } from "../../components/common/toaster";
import { AuthenticatorSetup } from "../../components/account/AuthenticatorSetup";
import { RecoveryCodes } from "../../components/account/RecoveryCodes";

const failed = (error: unknown, fallback: string) =>
  toaster.create({ title: (error instanceof SessionRequestError ? error.userMessage : null) ?? fallback, type: "error" });

/** An admin who must use two-step sign-in sets it up before the sign-in finishes; the recovery codes come last. */
export default function SignInSetup({ ticket, onRestart }: { ticket: string; onRestart: () => void }) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  // The page the visitor came from (?returnTo=, this shop's paths only: session/returnTo.ts).
  const { search } = useLocation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [done, setDone] = useState<{ user: SessionUser; recoveryCodes: string[] } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    requestSetupAtSignIn(ticket).then(setSetup, (error) => {
      failed(error, "Could not start the setup");
      onRestart();
    });
  }, [ticket, onRestart]);

  const confirm = async (code: string) => {
    setSubmitting(true);
    try {
      setDone(await requestEnableAtSignIn(ticket, code));
    } catch (error) {
      failed(error, "Could not turn two-step sign-in on");
    }
    setSubmitting(false);
  };
  const finish = async () => {
    await signedIn(done!.user);
    navigate(afterSignIn(done!.user, search), { replace: true });
  };

  return (
    <Stack gap={6}>
      <Stack gap={2} textAlign="center">
        <Heading as="h2" size="2xl">
          Set up two-step sign-in
        </Heading>
        <Text color="fg.muted">Admins sign in with a code from an authenticator app as well as their password.</Text>
      </Stack>
      {done ? (
        <RecoveryCodes codes={done.recoveryCodes} onDone={finish} doneLabel="I have saved them, continue" />
      ) : setup ? (
        <AuthenticatorSetup setup={setup} onConfirm={confirm} submitting={submitting} />
      ) : (
        <Skeleton h="64" />
      )}
    </Stack>
  );
}
