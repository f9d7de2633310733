import { useState, type FormEvent } from "react";
import { Badge, Button, Card, Flex, Heading, SimpleGrid, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { centsToDollarText, formatMoney, parseDollarsToCents } from "../../components/common/format";
import type { AdminShippingMethodsQuery as MethodsResult, ShippingMethodInput } from "../../gql/graphql";
import { AdminShippingMethodsQuery, SaveShippingMethodMutation } from "./pricingDocuments";
import { CheckBox, savedWithToast, TextBox } from "./moneyFields";

type Method = MethodsResult["adminShippingMethods"][number];

/** The spec's tiers, which the standard method keeps (the server refuses to change them). */
export const TIERED_PRICE = "$5.00 under $1,000, $2.50 under $2,000, free from $2,000";

/** Shipping methods shoppers pick from at checkout: add one, change it, turn it off or on. */
export default function ShippingMethods() {
  const { data, loading, error } = useQuery(AdminShippingMethodsQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Method | null>(null);
  const methods = data?.adminShippingMethods ?? [];

  return (
    <Stack gap={6}>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl">
            Shipping Methods
          </Heading>
          <Text color="fg.muted">The standard method is the default: a checkout naming no method, and the legacy REST checkout, are charged by it.</Text>
        </Card.Header>
        <Card.Body>
          <MethodForm key={editing?.id ?? "new"} method={editing} onDone={() => setEditing(null)} />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          {loading && !data ? (
            <Skeleton height="160px" />
          ) : error ? (
            <Text color="fg.error">{errorMessage(error, "The shipping methods could not be loaded.")}</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" striped aria-label="Shipping methods">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader>Price</Table.ColumnHeader>
                    <Table.ColumnHeader>Free from</Table.ColumnHeader>
                    <Table.ColumnHeader>Delivery</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {methods.map((m) => (
                    <MethodRow key={m.id} method={m} onEdit={() => setEditing(m)} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function MethodRow({ method, onEdit }: { method: Method; onEdit: () => void }) {
  const [save, { loading }] = useMutation(SaveShippingMethodMutation);
  const toggle = async () => {
    try {
      await save({ variables: { id: method.id, input: { active: !method.active } } });
      toaster.create({ title: method.active ? `${method.name} deactivated` : `${method.name} activated`, type: "success" });
    } catch (err) {
      toaster.create({ title: errorMessage(err, "The method could not be changed."), type: "error" });
    }
  };
  return (
    <Table.Row>
      <Table.Cell>
        {method.name} {method.tiered && <Badge>Default</Badge>}
      </Table.Cell>
      <Table.Cell>{method.tiered ? TIERED_PRICE : formatMoney(method.priceCents)}</Table.Cell>
      <Table.Cell>{method.tiered ? "" : method.freeFromCents === null ? "Never" : formatMoney(method.freeFromCents)}</Table.Cell>
      <Table.Cell>{method.deliveryEstimate}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={method.active ? "green" : "gray"}>{method.active ? "Active" : "Inactive"}</Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Flex gap={2} justify="end">
          <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${method.name}`}>
            Edit
          </Button>
          {!method.tiered && (
            <Button size="xs" variant="outline" loading={loading} onClick={() => void toggle()} aria-label={`${method.active ? "Deactivate" : "Activate"} ${method.name}`}>
              {method.active ? "Deactivate" : "Activate"}
            </Button>
          )}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

interface Draft {
  name: string;
  price: string;
  freeFrom: string;
  deliveryEstimate: string;
  position: string;
  active: boolean;
}

const draftOf = (m: Method | null): Draft => ({
  name: m?.name ?? "",
  price: m ? centsToDollarText(m.priceCents) : "",
  freeFrom: m?.freeFromCents != null ? centsToDollarText(m.freeFromCents) : "",
  deliveryEstimate: m?.deliveryEstimate ?? "",
  position: m ? String(m.position) : "",
  active: m?.active ?? true,
});

/** The draft as the API's input (the standard method sends only what it may change), or what cannot be read. */
function inputOf(d: Draft, tiered: boolean): { input: ShippingMethodInput } | { problem: string } {
  const input: ShippingMethodInput = { name: d.name.trim(), deliveryEstimate: d.deliveryEstimate.trim() };
  if (d.position.trim()) {
    if (!/^\d+$/.test(d.position.trim())) return { problem: "The place in the list is a whole number (lowest first)." };
    input.position = Number(d.position);
  }
  if (tiered) return { input };
  const price = parseDollarsToCents(d.price);
  if (price === null) return { problem: "Give the price in dollars, e.g. 12 or 12.50." };
  const freeFrom = d.freeFrom.trim() ? parseDollarsToCents(d.freeFrom) : null;
  if (d.freeFrom.trim() && freeFrom === null) return { problem: "Free from is an amount in dollars (empty: never free)." };
  return { input: { ...input, priceCents: price, freeFromCents: freeFrom, active: d.active } };
}

function MethodForm({ method, onDone }: { method: Method | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(method));
  const [save, { loading }] = useMutation(SaveShippingMethodMutation, { refetchQueries: method ? [] : [AdminShippingMethodsQuery] });
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const tiered = method?.tiered ?? false;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const read = inputOf(draft, tiered);
    if ("problem" in read) {
      toaster.create({ title: read.problem, type: "error" });
      return;
    }
    const saved = method ? `${read.input.name} saved` : `${read.input.name} added`;
    if (!(await savedWithToast(() => save({ variables: { id: method?.id ?? null, input: read.input } }), saved, "The method could not be saved."))) return;
    if (method) onDone();
    else setDraft(draftOf(null));
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={method ? `Edit ${method.name}` : "New shipping method"}>
      <Stack gap={4}>
        <Heading as="h2" size="md">
          {method ? `Edit ${method.name}` : "New shipping method"}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <TextBox label="Name" value={draft.name} onChange={set("name")} helper="Shown to shoppers, e.g. Express." />
          {tiered ? (
            <Text alignSelf="center">Price: {TIERED_PRICE}</Text>
          ) : (
            <>
              <TextBox label="Price ($)" value={draft.price} onChange={set("price")} />
              <TextBox label="Free from subtotal ($)" value={draft.freeFrom} onChange={set("freeFrom")} helper="Empty: never free." />
            </>
          )}
          <TextBox label="Delivery estimate" value={draft.deliveryEstimate} onChange={set("deliveryEstimate")} helper="E.g. 1-2 business days." />
          <TextBox label="Place in the list" value={draft.position} onChange={set("position")} helper="Lowest first." />
        </SimpleGrid>
        {!tiered && <CheckBox label="Active" checked={draft.active} onChange={set("active")} />}
        <Flex gap={2}>
          <Button type="submit" loading={loading}>
            {method ? "Save changes" : "Add method"}
          </Button>
          {method && (
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Flex>
      </Stack>
    </form>
  );
}
