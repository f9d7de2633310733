import { Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { errorMessage } from "../../apollo/errors";
import { AdminTaxonomyQuery } from "./catalogueDocuments";
import { TaxonomyList } from "./TaxonomyList";

/** The shop's categories and brands: add, rename, hide or show, and put in menu order. */
export default function Catalogue() {
  const { data, loading, error } = useQuery(AdminTaxonomyQuery);
  return (
    <Stack gap={6}>
      <Heading as="h1" size="xl">
        Catalogue
      </Heading>
      {loading && !data ? (
        <Skeleton h="300px" />
      ) : error || !data ? (
        <Text color="fg.muted">{errorMessage(error, "Could not load the categories and brands.")}</Text>
      ) : (
        <>
          <TaxonomyList kind="category" rows={data.categories} />
          <TaxonomyList kind="brand" rows={data.brands} />
        </>
      )}
    </Stack>
  );
}
