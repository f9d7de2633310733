import { useState, type FormEvent } from "react";
import { Button, Card, Field, Flex, Heading, SimpleGrid, Skeleton, Stack, Table, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import type { AdminTaxRatesQuery as TaxResult } from "../../gql/graphql";
import { DeleteTaxRateMutation, SaveShopSettingsMutation, SaveTaxRateMutation, TaxRatesQuery } from "./pricingDocuments";
import { CheckBox, savedWithToast, TextBox } from "./moneyFields";
import { percentToPpm, scaledToPercentText } from "./moneyForm";

type Rate = TaxResult["taxRates"][number];
type Settings = TaxResult["shopSettings"];

/** Tax rates by country and region, and the shop's tax settings and the legal details its invoices carry. */
export default function TaxRates() {
  const { data, loading, error } = useQuery(TaxRatesQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Rate | null>(null);

  return (
    <Stack gap={6}>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl">
            Taxes
          </Heading>
          <Text color="fg.muted">An address is taxed by its country's rates and its region's (an address without a country: the shop's).</Text>
        </Card.Header>
        <Card.Body>
          <RateForm key={editing?.id ?? "new"} rate={editing} onDone={() => setEditing(null)} />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          {loading && !data ? (
            <Skeleton height="160px" />
          ) : error ? (
            <Text color="fg.error">{errorMessage(error, "The tax rates could not be loaded.")}</Text>
          ) : !data?.taxRates.length ? (
            <Text color="fg.muted">No tax rates yet: no tax is charged.</Text>
          ) : (
            <RateTable rates={data.taxRates} onEdit={setEditing} />
          )}
        </Card.Body>
      </Card.Root>
      {data && <SettingsForm key={JSON.stringify(data.shopSettings)} settings={data.shopSettings} />}
    </Stack>
  );
}

const placeOf = (r: Rate) => (r.region ? `${r.country}-${r.region}` : r.country);

function RateTable({ rates, onEdit }: { rates: Rate[]; onEdit: (r: Rate) => void }) {
  const [remove] = useMutation(DeleteTaxRateMutation, { refetchQueries: [TaxRatesQuery] });
  const removeRate = async (r: Rate) => {
    try {
      await remove({ variables: { id: r.id } });
      toaster.create({ title: `${placeOf(r)} ${r.name} removed`, type: "success" });
    } catch (err) {
      toaster.create({ title: errorMessage(err, "The rate could not be removed."), type: "error" });
    }
  };
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" striped aria-label="Tax rates">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Country</Table.ColumnHeader>
            <Table.ColumnHeader>Region</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Rate</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rates.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>{r.country}</Table.Cell>
              <Table.Cell>{r.region || "Whole country"}</Table.Cell>
              <Table.Cell>{r.name}</Table.Cell>
              <Table.Cell>{scaledToPercentText(r.ppm, 4)}%</Table.Cell>
              <Table.Cell textAlign="end">
                <Flex gap={2} justify="end">
                  <Button size="xs" variant="outline" onClick={() => onEdit(r)} aria-label={`Edit ${placeOf(r)} ${r.name}`}>
                    Edit
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => void removeRate(r)} aria-label={`Remove ${placeOf(r)} ${r.name}`}>
                    Remove
                  </Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A rate is known by its country, region and name: editing one changes its rate only. */
function RateForm({ rate, onDone }: { rate: Rate | null; onDone: () => void }) {
  const [country, setCountry] = useState(rate?.country ?? "");
  const [region, setRegion] = useState(rate?.region ?? "");
  const [name, setName] = useState(rate?.name ?? "");
  const [percent, setPercent] = useState(rate ? scaledToPercentText(rate.ppm, 4) : "");
  const [save, { loading }] = useMutation(SaveTaxRateMutation, { refetchQueries: rate ? [] : [TaxRatesQuery] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ppm = percentToPpm(percent);
    if (ppm === null) {
      toaster.create({ title: "Give the rate in percent, from 0 to 100 with up to 4 decimals (e.g. 8.875).", type: "error" });
      return;
    }
    if (!(await savedWithToast(() => save({ variables: { input: { country, region, name, ppm } } }), `${name.trim()} saved`, "The rate could not be saved."))) return;
    if (rate) onDone();
    else [setCountry, setRegion, setName, setPercent].forEach((reset) => reset(""));
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={rate ? `Edit ${placeOf(rate)} ${rate.name}` : "New tax rate"}>
      <Stack gap={4}>
        <Heading as="h2" size="md">
          {rate ? `Edit ${placeOf(rate)} ${rate.name}` : "New tax rate"}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap={4}>
          {rate ? (
            <Text alignSelf="center">
              {placeOf(rate)}: {rate.name}
            </Text>
          ) : (
            <>
              <TextBox label="Country" value={country} onChange={setCountry} helper="Two letters: US, DE..." />
              <TextBox label="Region" value={region} onChange={setRegion} helper="E.g. NY; empty: the whole country." />
              <TextBox label="Name" value={name} onChange={setName} helper="On the order: Sales tax, VAT..." />
            </>
          )}
          <TextBox label="Rate (%)" value={percent} onChange={setPercent} helper="8.875 is 8.875%." />
        </SimpleGrid>
        <Flex gap={2}>
          <Button type="submit" loading={loading}>
            {rate ? "Save rate" : "Add rate"}
          </Button>
          {rate && (
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Flex>
      </Stack>
    </form>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const [draft, setDraft] = useState({ ...settings });
  const [save, { loading }] = useMutation(SaveShopSettingsMutation, { refetchQueries: [TaxRatesQuery] });
  const set = <K extends keyof Settings>(key: K) => (value: Settings[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { pricesIncludeTax, country, region, legalName, legalAddress, taxId } = draft;
    await savedWithToast(() => save({ variables: { input: { pricesIncludeTax, country, region, legalName, legalAddress, taxId } } }), "Shop settings saved", "The settings could not be saved.");
  };

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={(e) => void submit(e)} aria-label="Shop settings">
          <Stack gap={4}>
            <Heading as="h2" size="md">
              Shop settings
            </Heading>
            <CheckBox label="Prices include tax" checked={draft.pricesIncludeTax} onChange={set("pricesIncludeTax")} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <TextBox label="Shop country" value={draft.country} onChange={set("country")} helper="Taxes addresses without a country." />
              <TextBox label="Shop region" value={draft.region} onChange={set("region")} helper="Empty: none." />
              <TextBox label="Legal name" value={draft.legalName} onChange={set("legalName")} helper="On invoices." />
              <TextBox label="Tax id" value={draft.taxId} onChange={set("taxId")} helper="On invoices." />
            </SimpleGrid>
            <Field.Root>
              <Field.Label>Legal address</Field.Label>
              <Textarea value={draft.legalAddress} onChange={(e) => set("legalAddress")(e.target.value)} rows={3} />
            </Field.Root>
            <Flex>
              <Button type="submit" loading={loading}>
                Save settings
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
