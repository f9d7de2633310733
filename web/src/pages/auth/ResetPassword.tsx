import { useState, type FormEvent } from "react";
import { Button, Field, Heading, IconButton, Input, InputGroup, Stack } from "@chakra-ui/react";
import { useNavigate, useParams } from "react-router";
import { useMutation } from "@apollo/client/react";
import { LuEye, LuEyeOff } from "react-icons/lu";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { ResetPasswordMutation } from "./documents";
import { WithApollo } from "../../apollo/WithApollo";
import { useHydrated } from "../../ssr/useHydrated";

/** With Apollo Client, which this page's data needs (the sign-in page loads without it). */
export default function ResetPassword() {
  return (
    <WithApollo>
      <ResetPasswordContent />
    </WithApollo>
  );
}

function ResetPasswordContent() {
  const { id = "", token = "" } = useParams();
  const navigate = useNavigate();
  const [reset, { loading }] = useMutation(ResetPasswordMutation);
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();

  // Read when sent, not kept in state: what was typed before the app started is sent (see AuthForm).
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get("password") ?? "");
    try {
      const { data } = await reset({ variables: { userId: id, token, password } });
      if (!data?.resetPassword.success) {
        toaster.create({ title: data?.resetPassword.message || " Failed!", type: "error" });
        return;
      }
      toaster.create({ title: data.resetPassword.message, type: "success" });
      navigate("/auth/login");
    } catch (error) {
      toaster.create({ title: errorMessage(error, "Something went wrong!"), type: "error" });
    }
  };

  return (
    <Stack gap={6}>
      <Heading as="h2" size="2xl" textAlign="center">
        Reset password
      </Heading>
      {/* POST: were it ever sent by the browser itself, no password would be in the address. */}
      <form method="post" onSubmit={submit}>
        <Stack gap={4}>
          <Field.Root required>
            <Field.Label>New Password</Field.Label>
            <InputGroup
              endElement={
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={visible ? "Hide password" : "Show password"}
                  onClick={() => setVisible((v) => !v)}
                >
                  {visible ? <LuEyeOff /> : <LuEye />}
                </IconButton>
              }
            >
              <Input
                name="password"
                type={visible ? "text" : "password"}
                placeholder="Enter new password"
                autoComplete="new-password"
                required
              />
            </InputGroup>
          </Field.Root>
          <Button type="submit" w="full" loading={loading} disabled={!hydrated} bg="black" color="white">
            Update Password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
