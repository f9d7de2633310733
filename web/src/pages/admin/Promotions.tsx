import { useState, type FormEvent } from "react";
import { Badge, Box, Button, Card, Field, Flex, Heading, Input, NativeSelect, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { savedWithToast } from "./moneyFields";
import { listOf } from "./moneyForm";
import { ProductPicker } from "./ProductPicker";
import { formatDateTime, formatMoney } from "../../components/common/format";
import { PromotionsQuery, SavePromotionMutation } from "./promotionDocuments";
import { describePromotion, draftOf, EMPTY_DRAFT, inputOf, type PromotionDraft, type PromotionKindText, type PromotionRow } from "./promotionForm";

/**
 * Automatic promotions (no code, e.g. "20% off footwear this week"): add one, change one, deactivate or reactivate it.
 * The server applies them to carts and shows them on product cards; every change is in the audit log.
 */
export default function Promotions() {
  const { data, loading, error } = useQuery(PromotionsQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<PromotionRow | null>(null);
  const promotions = data?.promotions ?? [];

  return (
    <Stack gap={6}>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            {editing ? `Edit ${editing.name}` : "New promotion"}
          </Heading>
          <Text color="fg.muted">Applied automatically, before any discount code, to the matching lines (all lines when no category, brand or product is named).</Text>
        </Card.Header>
        <Card.Body>
          <PromotionForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          {loading && !data ? (
            <Skeleton height="160px" />
          ) : error ? (
            <Text color="fg.error">{errorMessage(error, "The promotions could not be loaded.")}</Text>
          ) : promotions.length === 0 ? (
            <Text color="fg.muted">No promotions yet.</Text>
          ) : (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Offer</Table.ColumnHeader>
                  <Table.ColumnHeader>Dates</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {promotions.map((p) => (
                  <PromotionTableRow key={p.id} promotion={p} onEdit={() => setEditing(p)} />
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function PromotionTableRow({ promotion: p, onEdit }: { promotion: PromotionRow; onEdit: () => void }) {
  const [save, { loading }] = useMutation(SavePromotionMutation, { refetchQueries: [PromotionsQuery] });
  const toggle = async () => {
    try {
      await save({ variables: { id: p.id, input: { active: !p.active } } });
      toaster.create({ title: p.active ? "Promotion deactivated" : "Promotion activated", type: "success" });
    } catch (err) {
      toaster.create({ title: errorMessage(err, "The promotion could not be changed."), type: "error" });
    }
  };
  const dates = [p.startsAt ? `from ${formatDateTime(p.startsAt as string)}` : "", p.endsAt ? `until ${formatDateTime(p.endsAt as string)}` : ""].filter(Boolean).join(" ") || "Always";
  return (
    <Table.Row aria-label={`Promotion ${p.name}`}>
      <Table.Cell>{p.name}</Table.Cell>
      <Table.Cell>{describePromotion(p, formatMoney)}</Table.Cell>
      <Table.Cell>{dates}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={p.active ? "green" : "gray"}>{p.active ? "Active" : "Inactive"}</Badge>
      </Table.Cell>
      <Table.Cell>
        <Flex gap={2} justify="flex-end">
          <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${p.name}`}>
            Edit
          </Button>
          <Button size="xs" variant="outline" onClick={() => void toggle()} loading={loading} aria-label={`${p.active ? "Deactivate" : "Activate"} ${p.name}`}>
            {p.active ? "Deactivate" : "Activate"}
          </Button>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

function PromotionForm({ editing, onDone }: { editing: PromotionRow | null; onDone: () => void }) {
  const [draft, setDraft] = useState<PromotionDraft>(editing ? draftOf(editing) : EMPTY_DRAFT);
  const [save, { loading }] = useMutation(SavePromotionMutation, { refetchQueries: [PromotionsQuery] });
  const set = (field: keyof PromotionDraft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const read = inputOf(draft);
    if ("error" in read) {
      toaster.create({ title: read.error, type: "error" });
      return;
    }
    const saved = editing ? "Promotion saved" : "Promotion added";
    if (!(await savedWithToast(() => save({ variables: { id: editing?.id ?? null, input: read.input } }), saved, "The promotion could not be saved."))) return;
    setDraft(EMPTY_DRAFT);
    onDone();
  };

  const field = (label: string, name: keyof PromotionDraft, props: Record<string, unknown> = {}) => (
    <Field.Root maxW="xs">
      <Field.Label>{label}</Field.Label>
      <Input value={draft[name]} onChange={set(name)} {...props} />
    </Field.Root>
  );

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={editing ? "Edit promotion" : "Add a promotion"}>
      <Stack gap={3}>
        <Flex gap={4} wrap="wrap">
          {field("Name", "name", { placeholder: "20% off footwear" })}
          <Field.Root maxW="xs">
            <Field.Label>Kind</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draft.kind} onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as PromotionKindText }))}>
                <option value="percentage">Percentage off</option>
                <option value="fixed">Fixed amount off</option>
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          {draft.kind === "percentage" ? field("Percent off", "percent", { inputMode: "decimal", placeholder: "20" }) : field("Amount off ($)", "amount", { inputMode: "decimal", placeholder: "10.00" })}
          {field("Minimum subtotal ($)", "minSubtotal", { inputMode: "decimal", placeholder: "none" })}
        </Flex>
        <Flex gap={4} wrap="wrap">
          {field("Categories", "categories", { placeholder: "footwear, women" })}
          {field("Brands", "brands", { placeholder: "nike" })}
          <Box minW="xs">
            <ProductPicker value={listOf(draft.productIds)} onChange={(ids) => setDraft((d) => ({ ...d, productIds: ids.join(", ") }))} />
          </Box>
        </Flex>
        <Flex gap={4} wrap="wrap">
          {field("Starts", "startsAt", { type: "datetime-local" })}
          {field("Ends", "endsAt", { type: "datetime-local" })}
        </Flex>
        <Box>
          <Flex gap={2}>
            <Button type="submit" loading={loading}>
              {editing ? "Save promotion" : "Add promotion"}
            </Button>
            {editing && (
              <Button variant="ghost" onClick={onDone}>
                Cancel
              </Button>
            )}
          </Flex>
        </Box>
      </Stack>
    </form>
  );
}
