// The boxes the money pages' forms are made of: a labelled text box with its hint, a labelled check box; and how a
// form's save tells the admin how it went.
import type { ReactNode } from "react";
import { Box, Checkbox, Field, Input } from "@chakra-ui/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";

export function TextBox({ label, value, onChange, helper, type = "text" }: { label: string; value: string; onChange: (v: string) => void; helper?: ReactNode; type?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={value} onChange={(e) => onChange(e.target.value)} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

export function CheckBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Box>
      <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    </Box>
  );
}

/** Runs a form's save and says how it went in a toast (the server's refusal in its own words): true when saved. */
export async function savedWithToast(save: () => Promise<unknown>, saved: string, failed: string): Promise<boolean> {
  try {
    await save();
    toaster.create({ title: saved, type: "success" });
    return true;
  } catch (err) {
    toaster.create({ title: errorMessage(err, failed), type: "error" });
    return false;
  }
}
