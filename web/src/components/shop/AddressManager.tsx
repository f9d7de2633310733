import { useState } from "react";
import { useTypedBeforeStart } from "../../ssr/useTypedBeforeStart";
import { Button, Card, Field, Heading, HStack, Input, SimpleGrid, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../common/toaster";
import type { AddressFieldsFragment } from "../../gql/graphql";
import { AddAddressMutation, AddressesQuery, DeleteAddressMutation, UpdateAddressMutation } from "./documents";
import { EMPTY_ADDRESS, MAX_ADDRESSES, isAddressComplete, trimAddress, type AddressFormValues } from "./addressForm";

export type SavedAddress = AddressFieldsFragment;

interface Props {
  /** Checkout: the cards can be selected. */
  selectedId?: string | null;
  onSelect?: (address: SavedAddress | null) => void;
}

/** Saved addresses (max 3) and the add / edit form. Results update the cached list in place. */
export function AddressManager({ selectedId = null, onSelect }: Props) {
  const { data, loading, error } = useQuery(AddressesQuery);
  const addresses = error ? [] : (data?.addresses ?? []);
  const [form, setForm] = useState<AddressFormValues>(EMPTY_ADDRESS);
  const [editingId, setEditingId] = useState<string | null>(null);

  const [addAddress, { loading: adding }] = useMutation(AddAddressMutation, {
    update(cache, { data: result }) {
      const added = result?.addAddress;
      if (!added) return;
      cache.updateQuery({ query: AddressesQuery }, (prev) => (prev ? { addresses: [...prev.addresses, added] } : prev));
    },
  });
  const [updateAddress, { loading: updating }] = useMutation(UpdateAddressMutation);
  const [deleteAddress] = useMutation(DeleteAddressMutation, {
    update(cache, { data: result }) {
      const id = result?.deleteAddress;
      if (!id) return;
      cache.updateQuery({ query: AddressesQuery }, (prev) =>
        prev ? { addresses: prev.addresses.filter((a) => a.id !== id) } : prev,
      );
      cache.evict({ id: cache.identify({ __typename: "Address", id }) });
      cache.gc();
    },
  });

  const resetForm = () => {
    setForm(EMPTY_ADDRESS);
    setEditingId(null);
  };

  const submit = async () => {
    if (!isAddressComplete(form)) return;
    if (!editingId && addresses.length >= MAX_ADDRESSES) {
      toaster.create({ title: "You can add max 3 addresses", type: "error" });
      resetForm();
      return;
    }
    try {
      const input = trimAddress(form);
      if (editingId) {
        await updateAddress({ variables: { id: editingId, input } });
        toaster.create({ title: "Address updated successfully", type: "success" });
      } else {
        await addAddress({ variables: { input } });
        toaster.create({ title: "Address added successfully", type: "success" });
      }
      resetForm();
    } catch (err) {
      toaster.create({ title: errorMessage(err, "Failed to save address"), type: "error" });
    }
  };

  const remove = async (address: SavedAddress) => {
    try {
      await deleteAddress({ variables: { id: address.id } });
      toaster.create({ title: "Address deleted successfully", type: "success" });
      if (editingId === address.id) resetForm();
      if (selectedId === address.id) onSelect?.(null);
    } catch (err) {
      toaster.create({ title: errorMessage(err, "Failed to delete address"), type: "error" });
    }
  };

  const edit = (address: SavedAddress) => {
    setEditingId(address.id);
    setForm({ address: address.address, city: address.city, pincode: address.pincode, phone: address.phone, notes: address.notes });
  };

  return (
    <Stack gap="6">
      {loading && !data ? (
        <Skeleton h="32" />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" data-testid="address-list">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              selected={address.id === selectedId}
              onSelect={onSelect}
              onEdit={() => edit(address)}
              onDelete={() => remove(address)}
            />
          ))}
        </SimpleGrid>
      )}
      <Card.Root as="section" aria-labelledby="address-form-title">
        <Card.Header>
          <Heading id="address-form-title" as="h3" size="md">
            {editingId ? "Edit Address" : "Add New Address"}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack
            as="form"
            gap="3"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <AddressField label="Address" value={form.address} onChange={(address) => setForm((values) => ({ ...values, address }))} />
            <AddressField label="City" value={form.city} onChange={(city) => setForm((values) => ({ ...values, city }))} />
            <AddressField label="Pincode" numeric value={form.pincode} onChange={(pincode) => setForm((values) => ({ ...values, pincode }))} />
            <AddressField label="Phone" numeric value={form.phone} onChange={(phone) => setForm((values) => ({ ...values, phone }))} />
            <Field.Root>
              <Field.Label>Notes</Field.Label>
              <NotesField value={form.notes} onChange={(notes) => setForm((values) => ({ ...values, notes }))} />
            </Field.Root>
            <HStack>
              <Button type="submit" disabled={!isAddressComplete(form)} loading={adding || updating}>
                {editingId ? "Edit" : "Add"}
              </Button>
              {editingId && (
                <Button variant="outline" onClick={resetForm}>
                  Cancel
                </Button>
              )}
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function AddressField({ label, value, onChange, numeric = false }: { label: string; value: string; onChange: (v: string) => void; numeric?: boolean }) {
  const accept = (typed: string) => onChange(numeric ? typed.replace(/\D/g, "") : typed);
  const ref = useTypedBeforeStart<HTMLInputElement>(value, accept);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={ref}
        value={value}
        inputMode={numeric ? "numeric" : undefined}
        placeholder={`Enter your ${label.toLowerCase()}`}
        onChange={(e) => accept(e.target.value)}
      />
    </Field.Root>
  );
}

function NotesField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const ref = useTypedBeforeStart<HTMLTextAreaElement>(value, onChange);
  return <Textarea ref={ref} placeholder="Enter any additional notes" value={value} onChange={(e) => onChange(e.target.value)} />;
}

interface CardProps {
  address: SavedAddress;
  selected: boolean;
  onSelect?: (address: SavedAddress) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function AddressCard({ address, selected, onSelect, onEdit, onDelete }: CardProps) {
  return (
    <Card.Root
      size="sm"
      borderWidth={selected ? "2px" : "1px"}
      borderColor={selected ? "colorPalette.solid" : "border"}
      colorPalette="green"
      data-testid="address-card"
      aria-current={selected ? "true" : undefined}
    >
      <Card.Body gap="1" fontSize="sm">
        <Text>Address: {address.address}</Text>
        <Text>City: {address.city}</Text>
        <Text>Pincode: {address.pincode}</Text>
        <Text>Phone: {address.phone}</Text>
        <Text>Notes: {address.notes}</Text>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {onSelect && (
          <Button size="xs" variant={selected ? "solid" : "outline"} aria-pressed={selected} onClick={() => onSelect(address)}>
            {selected ? "Selected" : "Select"}
          </Button>
        )}
        <Button size="xs" variant="outline" colorPalette="gray" aria-label={`Edit address ${address.address}`} onClick={onEdit}>
          Edit
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete address ${address.address}`} onClick={onDelete}>
          Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
