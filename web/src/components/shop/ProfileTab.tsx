import { useState } from "react";
import { Alert, Button, Card, Field, Heading, HStack, Input, Skeleton, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { toaster } from "../common/toaster";

export const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      userName
      email
      phone
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

  const submit = async () => {
    if (!draft) return;
    try {
      await save({ variables: { input: { userName: draft.userName.trim(), email: draft.email.trim(), phone: draft.phone } } });
      toaster.create({ title: "Profile updated successfully!", type: "success" });
      setDraft(null);
    } catch {
      toaster.create({ title: "Failed to update profile", type: "error" });
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
              <Button variant="outline" onClick={() => setDraft(null)}>
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
