import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { WithApollo } from "../../apollo/WithApollo";
import { DemoPaymentsNote } from "./DemoPaymentsNote";

export const ShopInfoQuery = graphql(`
  query ShopInfo {
    shopInfo {
      demoPayments
    }
  }
`);

/** The demo-payments note when the page was served without the shop's facts (the Vite dev server): asks the API. */
export function DemoPaymentsNotice() {
  const { data } = useQuery(ShopInfoQuery);
  return data?.shopInfo.demoPayments ? <DemoPaymentsNote /> : null;
}

/** The note with Apollo Client, for App: it loads after the first render. */
export function DemoPaymentsNoticeWithApollo() {
  return (
    <WithApollo>
      <DemoPaymentsNotice />
    </WithApollo>
  );
}
