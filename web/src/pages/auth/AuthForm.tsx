import type { FormEvent, ReactNode } from "react";
import { Button, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useHydrated } from "../../ssr/useHydrated";

export interface AuthField {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  placeholder?: string;
  autoComplete?: string;
}

interface AuthFormProps<K extends string> {
  title: string;
  subtitle?: ReactNode;
  fields: (AuthField & { name: K })[];
  /** The fields' values as typed; `form` can be reset. */
  onSubmit: (values: Record<K, string>, form: HTMLFormElement) => void;
  submitLabel: string;
  submitting?: boolean;
  footer?: ReactNode;
}

/**
 * Heading + labelled fields + one submit button: the shape shared by the login and register screens. The fields are
 * read when the form is sent, not kept in state: what a visitor typed in the server's page before the app started is
 * what is sent (the browser keeps it through hydration; React would put a controlled field back to its state).
 */
export function AuthForm<K extends string>(props: AuthFormProps<K>) {
  const { title, subtitle, fields, onSubmit, submitLabel, submitting, footer } = props;
  const hydrated = useHydrated();
  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onSubmit(Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? "")])) as Record<K, string>, e.currentTarget);
  };
  return (
    <Stack gap={6}>
      <Stack gap={2} textAlign="center">
        <Heading as="h2" size="2xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {/* POST: were it ever sent by the browser itself, no password would be in the address. */}
      <form method="post" onSubmit={handleSubmit} noValidate={false}>
        <Stack gap={4}>
          {fields.map((f) => (
            <Field.Root key={f.name} required>
              <Field.Label>{f.label}</Field.Label>
              <Input
                name={f.name}
                type={f.type ?? "text"}
                placeholder={f.placeholder}
                autoComplete={f.autoComplete}
              />
            </Field.Root>
          ))}
          <Button type="submit" w="full" loading={submitting} disabled={!hydrated} colorPalette="gray" bg="black" color="white">
            {submitLabel}
          </Button>
        </Stack>
      </form>
      {footer}
    </Stack>
  );
}
