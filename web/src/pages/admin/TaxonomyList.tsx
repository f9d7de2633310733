import { useState, type FormEvent } from "react";
import { Alert, Badge, Button, Card, Field, Flex, Heading, HStack, Input, Stack, Table } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { refreshTaxonomy } from "../../components/common/useTaxonomy";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import {
  AdminTaxonomyQuery,
  CreateBrandMutation,
  CreateCategoryMutation,
  ReorderBrandsMutation,
  ReorderCategoriesMutation,
  UpdateBrandMutation,
  UpdateCategoryMutation,
} from "./catalogueDocuments";

export interface TaxonomyRow {
  id: string;
  slug: string;
  name: string;
  position: number;
  hidden: boolean;
}

const TEXT = {
  category: { title: "Categories", one: "category", One: "Category" },
  brand: { title: "Brands", one: "brand", One: "Brand" },
} as const;

// After any change this page's lists are read again, and so are the storefront's (menus, filters, tiles) in this tab,
// so every screen shows the new names and order.
const refresh = {
  refetchQueries: [AdminTaxonomyQuery],
  awaitRefetchQueries: true,
  onCompleted: () => void refreshTaxonomy(),
};

function useTaxonomyMutations(kind: "category" | "brand") {
  const [createCategory] = useMutation(CreateCategoryMutation, refresh);
  const [updateCategory] = useMutation(UpdateCategoryMutation, refresh);
  const [reorderCategories] = useMutation(ReorderCategoriesMutation, refresh);
  const [createBrand] = useMutation(CreateBrandMutation, refresh);
  const [updateBrand] = useMutation(UpdateBrandMutation, refresh);
  const [reorderBrands] = useMutation(ReorderBrandsMutation, refresh);
  type Input = { slug: string; name: string };
  type Update = { name?: string; hidden?: boolean };
  return kind === "category"
    ? {
        create: (input: Input) => createCategory({ variables: { input } }),
        update: (id: string, input: Update) => updateCategory({ variables: { id, input } }),
        reorder: (ids: string[]) => reorderCategories({ variables: { ids } }),
      }
    : {
        create: (input: Input) => createBrand({ variables: { input } }),
        update: (id: string, input: Update) => updateBrand({ variables: { id, input } }),
        reorder: (ids: string[]) => reorderBrands({ variables: { ids } }),
      };
}

/** One list (categories or brands): an add form, and per row rename, hide or show, move up and move down. */
export function TaxonomyList({ kind, rows }: { kind: "category" | "brand"; rows: TaxonomyRow[] }) {
  const text = TEXT[kind];
  const actions = useTaxonomyMutations(kind);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [slug, setSlug] = useState("");
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  /** Runs one change; the server's message is shown when it refuses. */
  const run = async (change: () => Promise<unknown>, done: string) => {
    setAlert(null);
    setBusy(true);
    try {
      await change();
      toaster.create({ title: done, type: "success" });
      return true;
    } catch (e) {
      setAlert(errorMessage(e, "Something went wrong."));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => actions.create({ slug: slug.trim(), name: name.trim() }), `${text.One} added`)) {
      setSlug("");
      setName("");
    }
  };

  const saveName = async (e: FormEvent) => {
    e.preventDefault();
    if (renaming && (await run(() => actions.update(renaming.id, { name: renaming.name }), `${text.One} renamed`))) setRenaming(null);
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    return run(() => actions.reorder(ids), `${text.title} reordered`);
  };

  return (
    <Card.Root as="section" aria-label={text.title}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {text.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <form onSubmit={add} aria-label={`Add a ${text.one}`}>
            <Flex gap={3} align="flex-end" wrap="wrap">
              <Field.Root w={{ base: "full", md: "48" }}>
                <Field.Label>Slug</Field.Label>
                <Input value={slug} onChange={(e) => setSlug(e.target.value)} placeholder="e.g. t-shirts" />
              </Field.Root>
              <Field.Root w={{ base: "full", md: "60" }}>
                <Field.Label>Name</Field.Label>
                <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. T-Shirts" />
              </Field.Root>
              <Button type="submit" disabled={busy || !slug.trim() || !name.trim()}>
                Add {text.one}
              </Button>
            </Flex>
          </form>
          {alert && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{alert}</Alert.Title>
            </Alert.Root>
          )}
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Slug</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, i) => (
                <Table.Row key={row.id} data-testid={`${kind}-row`}>
                  <Table.Cell>
                    {renaming?.id === row.id ? (
                      <form onSubmit={saveName} aria-label={`Rename ${row.name}`}>
                        <HStack gap={2}>
                          <Input size="sm" aria-label="New name" value={renaming.name} onChange={(e) => setRenaming({ id: row.id, name: e.target.value })} />
                          <Button size="sm" type="submit" disabled={busy}>
                            Save
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                            Cancel
                          </Button>
                        </HStack>
                      </form>
                    ) : (
                      <HStack gap={2}>
                        <span>{row.name}</span>
                        {row.hidden && <Badge>Hidden</Badge>}
                      </HStack>
                    )}
                  </Table.Cell>
                  <Table.Cell>{row.slug}</Table.Cell>
                  <Table.Cell>
                    <HStack gap={1} wrap="wrap">
                      <Button size="xs" variant="outline" disabled={busy} onClick={() => setRenaming({ id: row.id, name: row.name })} aria-label={`Rename ${row.name}`}>
                        Rename
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        aria-label={`${row.hidden ? "Show" : "Hide"} ${row.name}`}
                        onClick={() => void run(() => actions.update(row.id, { hidden: !row.hidden }), row.hidden ? `${row.name} shown` : `${row.name} hidden`)}
                      >
                        {row.hidden ? "Show" : "Hide"}
                      </Button>
                      <Button size="xs" variant="ghost" disabled={busy || i === 0} aria-label={`Move ${row.name} up`} onClick={() => void move(i, -1)}>
                        Move up
                      </Button>
                      <Button size="xs" variant="ghost" disabled={busy || i === rows.length - 1} aria-label={`Move ${row.name} down`} onClick={() => void move(i, 1)}>
                        Move down
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
