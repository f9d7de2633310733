import { useState, type FormEvent } from "react";
import { Button, chakra, Field, Image, Input, Stack, Text } from "@chakra-ui/react";

export interface AuthenticatorSecret {
  secret: string;
  /** The QR code as a data: URL (drawn by the shop). */
  qrCode: string;
}

/** Scan (or type) the secret into an authenticator app, then send its first code. */
export function AuthenticatorSetup({ setup, onConfirm, submitting }: { setup: AuthenticatorSecret; onConfirm: (code: string) => void; submitting?: boolean }) {
  const [code, setCode] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(code.trim());
  };
  return (
    <form onSubmit={submit}>
      <Stack gap={4}>
        <Text>Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy, …).</Text>
        <Image src={setup.qrCode} alt="QR code for your authenticator app" boxSize="48" alignSelf="center" />
        <Text fontSize="sm">
          Or type this key into the app: <chakra.code data-testid="totp-secret" fontFamily="mono" bg="bg.muted" px="1" rounded="sm">{setup.secret}</chakra.code>
        </Text>
        <Field.Root required>
          <Field.Label>Code from the app</Field.Label>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        </Field.Root>
        <Button type="submit" loading={submitting} colorPalette="gray" bg="black" color="white">
          Turn on two-step sign-in
        </Button>
      </Stack>
    </form>
  );
}
