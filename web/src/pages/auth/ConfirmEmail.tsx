import { useState } from "react";
import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { homeFor, useSession } from "../../session/context";
import { ConfirmEmailChangeMutation } from "./documents";
import { WithApollo } from "../../apollo/WithApollo";

/**
 * The link mailed to a new email address. Confirming takes a click rather than happening on load: mail scanners
 * that open links must not be the ones to change someone's account.
 */
/** With Apollo Client, which this page's data needs (the sign-in page loads without it). */
export default function ConfirmEmail() {
  return (
    <WithApollo>
      <ConfirmEmailContent />
    </WithApollo>
  );
}

function ConfirmEmailContent() {
  const { token = "" } = useParams();
  const client = useApolloClient();
  const session = useSession();
  const [confirm, { loading }] = useMutation(ConfirmEmailChangeMutation);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      const { data } = await confirm({ variables: { token } });
      setDone(data?.confirmEmailChange.message ?? "Your email address has been changed.");
      // A signed-in session shows the old email until its queries are read again.
      await client.refetchQueries({ include: "active" });
    } catch (e) {
      setFailure(errorMessage(e, "Something went wrong!"));
    }
  };

  const next = session.isAuthenticated ? { to: homeFor(session.user), label: "Back to the shop" } : { to: "/auth/login", label: "Sign in" };
  return (
    <Stack gap={6}>
      <Heading as="h2" size="2xl" textAlign="center">
        {done ? "Email confirmed" : "Confirm your new email"}
      </Heading>
      {done ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{done}</Alert.Title>
        </Alert.Root>
      ) : (
        <Text textAlign="center">Click the button to make this address the email of your shop account.</Text>
      )}
      {failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      {done ? (
        <Button asChild w="full" bg="black" color="white">
          <RouterLink to={next.to}>{next.label}</RouterLink>
        </Button>
      ) : (
        <Button w="full" loading={loading} bg="black" color="white" onClick={() => void submit()}>
          Confirm email
        </Button>
      )}
    </Stack>
  );
}
