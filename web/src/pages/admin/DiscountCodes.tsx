import { useState, type FormEvent } from "react";
import { Badge, Button, Card, Field, Flex, Heading, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { centsToDollarText, formatDateTime, formatMoney, parseDollarsToCents } from "../../components/common/format";
import type { DiscountCodeFieldsFragment, DiscountCodeInput, DiscountKind } from "../../gql/graphql";
import { DiscountCodesQuery, SaveDiscountCodeMutation } from "./pricingDocuments";
import { CheckBox, savedWithToast, TextBox } from "./moneyFields";
import { ProductPicker } from "./ProductPicker";
import { fromLocalInput, limitOf, listOf, percentToBasisPoints, scaledToPercentText, toLocalInput } from "./moneyForm";

type Code = DiscountCodeFieldsFragment;

const KINDS: { value: DiscountKind; label: string }[] = [
  { value: "percentage", label: "Percentage off" },
  { value: "fixed", label: "Fixed amount off" },
  { value: "freeShipping", label: "Free shipping" },
];

/** Discount codes: create one, change it, turn it off or on. The rules (and their refusals) are the server's. */
export default function DiscountCodes() {
  const { data, loading, error } = useQuery(DiscountCodesQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Code | null>(null);
  const codes = data?.discountCodes ?? [];

  return (
    <Stack gap={6}>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl">
            Discount Codes
          </Heading>
          <Text color="fg.muted">Shoppers type a code in the cart or at checkout (any case); one code per order.</Text>
        </Card.Header>
        <Card.Body>
          {/* A new form for each code edited (its key), so the boxes start from that code's values. */}
          <CodeForm key={editing?.id ?? "new"} code={editing} onDone={() => setEditing(null)} />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          {loading && !data ? (
            <Skeleton height="200px" />
          ) : error ? (
            <Text color="fg.error">{errorMessage(error, "The discount codes could not be loaded.")}</Text>
          ) : codes.length === 0 ? (
            <Text color="fg.muted">No discount codes yet.</Text>
          ) : (
            <CodeTable codes={codes} onEdit={setEditing} />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** What the code gives, e.g. "10% off women, nike, 2 products" or "Free shipping". */
export function describeCode(c: Code): string {
  if (c.kind === "freeShipping") return "Free shipping";
  const off = c.kind === "percentage" ? `${scaledToPercentText(c.basisPoints, 2)}% off` : `${formatMoney(c.amountCents)} off`;
  const products = c.productIds.length === 1 ? "1 product" : c.productIds.length ? `${c.productIds.length} products` : null;
  const targets = [...c.categories, ...c.brands, ...(products ? [products] : [])];
  return targets.length ? `${off} ${targets.join(", ")}` : `${off} the order`;
}

function limitsText(c: Code): string {
  const parts = [
    c.minSubtotalCents ? `from ${formatMoney(c.minSubtotalCents)}` : "",
    c.startsAt ? `starts ${formatDateTime(c.startsAt)}` : "",
    c.endsAt ? `ends ${formatDateTime(c.endsAt)}` : "",
    c.perCustomer ? `${c.perCustomer} per customer` : "",
    c.firstOrderOnly ? "first order only" : "",
  ];
  return parts.filter(Boolean).join(" · ") || "None";
}

function CodeTable({ codes, onEdit }: { codes: Code[]; onEdit: (c: Code) => void }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" striped aria-label="Discount codes">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Code</Table.ColumnHeader>
            <Table.ColumnHeader>Gives</Table.ColumnHeader>
            <Table.ColumnHeader>Limits</Table.ColumnHeader>
            <Table.ColumnHeader>Uses</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {codes.map((c) => (
            <CodeRow key={c.id} code={c} onEdit={() => onEdit(c)} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function CodeRow({ code, onEdit }: { code: Code; onEdit: () => void }) {
  const [save, { loading }] = useMutation(SaveDiscountCodeMutation);
  const toggle = async () => {
    try {
      await save({ variables: { id: code.id, input: { active: !code.active } } });
      toaster.create({ title: code.active ? `${code.code} deactivated` : `${code.code} activated`, type: "success" });
    } catch (err) {
      toaster.create({ title: errorMessage(err, "The code could not be changed."), type: "error" });
    }
  };
  return (
    <Table.Row>
      <Table.Cell fontFamily="mono">{code.code}</Table.Cell>
      <Table.Cell>{describeCode(code)}</Table.Cell>
      <Table.Cell>{limitsText(code)}</Table.Cell>
      <Table.Cell>{code.maxUses ? `${code.usedCount} of ${code.maxUses}` : code.usedCount}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={code.active ? "green" : "gray"}>{code.active ? "Active" : "Inactive"}</Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Flex gap={2} justify="end">
          <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${code.code}`}>
            Edit
          </Button>
          <Button size="xs" variant="outline" loading={loading} onClick={() => void toggle()} aria-label={`${code.active ? "Deactivate" : "Activate"} ${code.code}`}>
            {code.active ? "Deactivate" : "Activate"}
          </Button>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

interface Draft {
  code: string;
  kind: DiscountKind;
  percent: string;
  amount: string;
  categories: string;
  brands: string;
  productIds: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  perCustomer: string;
  firstOrderOnly: boolean;
  active: boolean;
}

const draftOf = (c: Code | null): Draft => ({
  code: c?.code ?? "",
  kind: c?.kind ?? "percentage",
  percent: c?.kind === "percentage" ? scaledToPercentText(c.basisPoints, 2) : "",
  amount: c?.kind === "fixed" ? centsToDollarText(c.amountCents) : "",
  categories: c?.categories.join(", ") ?? "",
  brands: c?.brands.join(", ") ?? "",
  productIds: c?.productIds.join(", ") ?? "",
  minSubtotal: c?.minSubtotalCents ? centsToDollarText(c.minSubtotalCents) : "",
  startsAt: toLocalInput(c?.startsAt),
  endsAt: toLocalInput(c?.endsAt),
  maxUses: c?.maxUses ? String(c.maxUses) : "",
  perCustomer: c?.perCustomer ? String(c.perCustomer) : "",
  firstOrderOnly: c?.firstOrderOnly ?? false,
  active: c?.active ?? true,
});

/** The draft as the API's input, or the first box that cannot be read. */
function inputOf(d: Draft): { input: DiscountCodeInput } | { problem: string } {
  const input: DiscountCodeInput = {
    code: d.code.trim(),
    kind: d.kind,
    categories: listOf(d.categories),
    brands: listOf(d.brands),
    productIds: listOf(d.productIds),
    startsAt: fromLocalInput(d.startsAt),
    endsAt: fromLocalInput(d.endsAt),
    firstOrderOnly: d.firstOrderOnly,
    active: d.active,
  };
  if (d.kind === "percentage") {
    const bp = percentToBasisPoints(d.percent);
    if (bp === null || bp < 1) return { problem: "Give the percentage off, from 0.01 to 100 (e.g. 10 or 12.5)." };
    input.basisPoints = bp;
  }
  if (d.kind === "fixed") {
    const cents = parseDollarsToCents(d.amount);
    if (cents === null || cents < 1) return { problem: "Give the amount off in dollars, e.g. 5 or 12.50." };
    input.amountCents = cents;
  }
  const min = d.minSubtotal.trim() ? parseDollarsToCents(d.minSubtotal) : 0;
  if (min === null) return { problem: "The minimum subtotal is an amount in dollars, e.g. 50 or 49.99 (empty: none)." };
  input.minSubtotalCents = min;
  const maxUses = limitOf(d.maxUses);
  const perCustomer = limitOf(d.perCustomer);
  if (maxUses === undefined || perCustomer === undefined) return { problem: "Uses are whole numbers of at least 1 (empty: no limit)." };
  input.maxUses = maxUses;
  input.perCustomer = perCustomer;
  return { input };
}

function CodeForm({ code, onDone }: { code: Code | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(code));
  const [save, { loading }] = useMutation(SaveDiscountCodeMutation, { refetchQueries: code ? [] : [DiscountCodesQuery] });
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const read = inputOf(draft);
    if ("problem" in read) {
      toaster.create({ title: read.problem, type: "error" });
      return;
    }
    const saved = code ? `${read.input.code} saved` : `${read.input.code} created`;
    if (!(await savedWithToast(() => save({ variables: { id: code?.id ?? null, input: read.input } }), saved, "The code could not be saved."))) return;
    if (code) onDone();
    else setDraft(draftOf(null));
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={code ? `Edit ${code.code}` : "New discount code"}>
      <Stack gap={4}>
        <Heading as="h2" size="md">
          {code ? `Edit ${code.code}` : "New discount code"}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <TextBox label="Code" value={draft.code} onChange={set("code")} helper="Letters, digits, - and _ (any case)." />
          <Field.Root>
            <Field.Label>Kind</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draft.kind} onChange={(e) => set("kind")(e.target.value as DiscountKind)}>
                {KINDS.map((k) => (
                  <option key={k.value} value={k.value}>
                    {k.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {draft.kind === "percentage" && <TextBox label="Percent off" value={draft.percent} onChange={set("percent")} helper="10 is 10%." />}
          {draft.kind === "fixed" && <TextBox label="Amount off ($)" value={draft.amount} onChange={set("amount")} helper="Never more than the matching lines cost." />}
        </SimpleGrid>
        {draft.kind !== "freeShipping" && (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            <TextBox label="Categories" value={draft.categories} onChange={set("categories")} helper="Slugs, comma separated." />
            <TextBox label="Brands" value={draft.brands} onChange={set("brands")} helper="Slugs, comma separated." />
            <ProductPicker value={listOf(draft.productIds)} onChange={(ids) => set("productIds")(ids.join(", "))} helper="Categories, brands and products all empty: the whole order." />
          </SimpleGrid>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <TextBox label="Minimum subtotal ($)" value={draft.minSubtotal} onChange={set("minSubtotal")} helper="Before discounts; empty: none." />
          <TextBox label="Starts" type="datetime-local" value={draft.startsAt} onChange={set("startsAt")} helper="Empty: at once." />
          <TextBox label="Ends" type="datetime-local" value={draft.endsAt} onChange={set("endsAt")} helper="Empty: never." />
          <TextBox label="Total uses" value={draft.maxUses} onChange={set("maxUses")} helper="Empty: no limit." />
          <TextBox label="Uses per customer" value={draft.perCustomer} onChange={set("perCustomer")} helper="Empty: no limit." />
        </SimpleGrid>
        <Flex gap={6} wrap="wrap">
          <CheckBox label="First order only" checked={draft.firstOrderOnly} onChange={set("firstOrderOnly")} />
          <CheckBox label="Active" checked={draft.active} onChange={set("active")} />
        </Flex>
        <Flex gap={2}>
          <Button type="submit" loading={loading}>
            {code ? "Save changes" : "Create code"}
          </Button>
          {code && (
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Flex>
      </Stack>
    </form>
  );
}
