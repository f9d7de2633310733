import { useState } from "react";
import { Alert, Button, Card, Field, Heading, HStack, Input, Skeleton, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../common/toaster";

export const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      userName
      email
      phone
      pendingEmail
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      userName
      email
      phone
      pendingEmail
    }
  }
`);

export const PHONE_MAX_DIGITS = 10;

/** Digits only, at most 10 (spec section 5). */
export function cleanPhone(value: string): string {
  return value.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
}

type ProfileValues = { userName: string; email: string; phone: string };

export function ProfileTab() {
  const { data, loading, error } = useQuery(ProfileQuery, { fetchPolicy: "cache-and-network" });
  const [save, { loading: saving }] = useMutation(UpdateProfileMutation);
  const [draft, setDraft] = useState<ProfileValues | null>(null);
  const [currentPassword, setCurrentPassword] = useState("");
  const me = data?.me;

  if (loading && !data) return <Skeleton h="48" />;
  if (error || !me) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Error loading profile</Alert.Title>
      </Alert.Root>
    );
  }

  const editing = draft !== null;
  // Read-only fields look filled-in rather than typeable until Edit Profile is clicked.
  const fieldVariant = editing ? "outline" : "subtle";
  const values = draft ?? { userName: me.userName, email: me.email, phone: me.phone };
  const change = (patch: Partial<ProfileValues>) => setDraft({ ...values, ...patch });
  // A new email needs the current password, and takes effect only from the link the server mails to it.
  const changesEmail = editing && values.email.trim().toLowerCase() !== me.email;
  const stopEditing = () => {
    setDraft(null);
    setCurrentPassword("");
  };

  const submit = async () => {
    if (!draft) return;
    const input = { userName: draft.userName.trim(), email: draft.email.trim(), phone: draft.phone };
    try {
      await save({ variables: { input: changesEmail ? { ...input, currentPassword } : input } });
      toaster.create({ title: "Profile updated successfully!", type: "success" });
      stopEditing();
    } catch (e) {
      toaster.create({ title: errorMessage(e, "Failed to update profile"), type: "error" });
    }
  };

  return (
    <Card.Root maxW="lg">
      <Card.Header>
        <Heading as="h2" size="lg">
          Edit Profile
        </Heading>
      </Card.Header>
      <Card.Body>
        {me.pendingEmail && (
          <Alert.Root status="info" mb="4">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Check your inbox at {me.pendingEmail}</Alert.Title>
              <Alert.Description>
                Open the link we sent there within one hour to make it your email. Until then, sign in with {me.email}.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Stack
          as="form"
          gap="4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Field.Root>
            <Field.Label>Name</Field.Label>
            <Input variant={fieldVariant} value={values.userName} readOnly={!editing} onChange={(e) => change({ userName: e.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input variant={fieldVariant} type="email" value={values.email} readOnly={!editing} onChange={(e) => change({ email: e.target.value })} />
          </Field.Root>
          {changesEmail && (
            <Field.Root required>
              <Field.Label>Current password</Field.Label>
              <Input type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} />
              <Field.HelperText>Needed to change your email. We will send a link to the new address to confirm it.</Field.HelperText>
            </Field.Root>
          )}
          <Field.Root>
            <Field.Label>Phone</Field.Label>
            <Input
              variant={fieldVariant}
              type="tel"
              inputMode="numeric"
              maxLength={PHONE_MAX_DIGITS}
              value={values.phone}
              readOnly={!editing}
              onChange={(e) => change({ phone: cleanPhone(e.target.value) })}
            />
          </Field.Root>
          {editing ? (
            <HStack>
              <Button type="submit" loading={saving}>
                Save
              </Button>
              <Button variant="outline" onClick={stopEditing}>
                Cancel
              </Button>
            </HStack>
          ) : (
            <Button alignSelf="flex-start" onClick={() => setDraft(values)}>
              Edit Profile
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
