import { useState, type FormEvent } from "react";
import { Badge, Button, Card, Field, HStack, Heading, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../common/toaster";
import { AuthenticatorSetup, type AuthenticatorSecret } from "./AuthenticatorSetup";
import { RecoveryCodes } from "./RecoveryCodes";

const TwoFactorStatusQuery = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      enabled
      required
      recoveryCodesLeft
    }
  }
`);
const BeginSetup = graphql(`
  mutation BeginTwoFactorSetup {
    beginTwoFactorSetup {
      secret
      qrCode
    }
  }
`);
const Enable = graphql(`
  mutation EnableTwoFactor($code: String!) {
    enableTwoFactor(code: $code) {
      codes
    }
  }
`);
const Disable = graphql(`
  mutation DisableTwoFactor($password: String!, $code: String!) {
    disableTwoFactor(password: $password, code: $code) {
      success
      message
    }
  }
`);

const fail = (error: unknown, fallback: string) => toaster.create({ title: errorMessage(error, fallback), type: "error" });

/** Two-step sign-in on the account page: turn it on (QR, first code, recovery codes once), or off (password and code). */
export function TwoFactorPanel() {
  const { data, loading, refetch } = useQuery(TwoFactorStatusQuery, { fetchPolicy: "cache-and-network" });
  const [begin, { loading: beginning }] = useMutation(BeginSetup);
  const [enable, { loading: enabling }] = useMutation(Enable);
  const [disable, { loading: disabling }] = useMutation(Disable);
  const [setup, setSetup] = useState<AuthenticatorSecret | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [off, setOff] = useState({ password: "", code: "" });
  const status = data?.twoFactorStatus;

  const start = async () => {
    try {
      const r = await begin();
      setSetup(r.data?.beginTwoFactorSetup ?? null);
    } catch (error) {
      fail(error, "Could not start the setup");
    }
  };
  const confirm = async (code: string) => {
    try {
      const r = await enable({ variables: { code } });
      setSetup(null);
      setCodes(r.data?.enableTwoFactor.codes ?? []);
    } catch (error) {
      fail(error, "Could not turn two-step sign-in on");
    }
  };
  const turnOff = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await disable({ variables: off });
      setOff({ password: "", code: "" });
      toaster.create({ title: "Two-step sign-in is off.", type: "success" });
      await refetch();
    } catch (error) {
      fail(error, "Could not turn two-step sign-in off");
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap={4}>
          <HStack justify="space-between">
            <Heading as="h3" size="md">
              Two-step sign-in
            </Heading>
            {status && <Badge colorPalette={status.enabled ? "green" : "gray"}>{status.enabled ? "On" : "Off"}</Badge>}
          </HStack>
          {codes ? (
            <RecoveryCodes
              codes={codes}
              onDone={() => {
                setCodes(null);
                void refetch();
              }}
            />
          ) : setup ? (
            <AuthenticatorSetup setup={setup} onConfirm={confirm} submitting={enabling} />
          ) : loading && !status ? (
            <Skeleton h="16" />
          ) : status?.enabled ? (
            <>
              <Text>Signing in asks for a code from your authenticator app. Recovery codes left: {status.recoveryCodesLeft}.</Text>
              {!status.required && (
                <form onSubmit={turnOff}>
                  <Stack gap={3}>
                    <Field.Root required>
                      <Field.Label>Password</Field.Label>
                      <Input type="password" autoComplete="current-password" value={off.password} onChange={(e) => setOff({ ...off, password: e.target.value })} />
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>Code from the app</Field.Label>
                      <Input autoComplete="one-time-code" value={off.code} onChange={(e) => setOff({ ...off, code: e.target.value })} />
                    </Field.Root>
                    <Button type="submit" variant="outline" loading={disabling}>
                      Turn off two-step sign-in
                    </Button>
                  </Stack>
                </form>
              )}
            </>
          ) : (
            <>
              <Text>Protect your account with a code from an authenticator app on your phone, asked after your password.</Text>
              <Button onClick={start} loading={beginning} alignSelf="start" colorPalette="gray" bg="black" color="white">
                Set up two-step sign-in
              </Button>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
