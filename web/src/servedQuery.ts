// One query the server may answer in a page's HTML (servedQueries.ts lists them per route), and how a page's cache
// finds its answer. Small on purpose: hooks and pages import it without the documents of every route.
import type { DocumentNode, OperationDefinitionNode } from "graphql";

type AnswerPath = (string | number)[];

/**
 * Where in the answer each slot of the first paint finds its value (a string or number, HTML-escaped as it goes in).
 * The first paint is left out when a value is missing or `unless` is true in the answer.
 */
export interface FirstPaintValues {
  slots: Record<string, AnswerPath>;
  unless?: AnswerPath;
}

export interface RouteQuery {
  query: DocumentNode;
  /** Exactly what the route's first render asks with. */
  variables: Record<string, unknown>;
  /** Where in the answer the URL of the page's largest image is (preloaded from the head). */
  largestImage?: AnswerPath;
  /** The values of the route's first paint drawn from this answer (staticShells.tsx servedPageTops). */
  firstPaint?: FirstPaintValues;
}

export function operationName(query: DocumentNode): string {
  const operation = query.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition");
  if (!operation?.name) throw new Error("a served query needs an operation name");
  return operation.name.value;
}
