import type { FormEvent, ReactNode } from "react";
import { Button, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";

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
  values: Record<K, string>;
  onChange: (values: Record<K, string>) => void;
  onSubmit: () => void;
  submitLabel: string;
  submitting?: boolean;
  footer?: ReactNode;
}

/** Heading + labelled fields + one submit button: the shape shared by the login and register screens. */
export function AuthForm<K extends string>(props: AuthFormProps<K>) {
  const { title, subtitle, fields, values, onChange, onSubmit, submitLabel, submitting, footer } = props;
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Stack gap={6}>
      <Stack gap={2} textAlign="center">
        <Heading as="h2" size="2xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      <form onSubmit={handleSubmit} noValidate={false}>
        <Stack gap={4}>
          {fields.map((f) => (
            <Field.Root key={f.name} required>
              <Field.Label>{f.label}</Field.Label>
              <Input
                name={f.name}
                type={f.type ?? "text"}
                placeholder={f.placeholder}
                autoComplete={f.autoComplete}
                value={values[f.name]}
                onChange={(e) => onChange({ ...values, [f.name]: e.target.value })}
              />
            </Field.Root>
          ))}
          <Button type="submit" w="full" loading={submitting} colorPalette="gray" bg="black" color="white">
            {submitLabel}
          </Button>
        </Stack>
      </form>
      {footer}
    </Stack>
  );
}
