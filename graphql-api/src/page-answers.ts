// The catalogue's answers to the queries of the pages the server renders, kept between pages by the catalogue's
// stamps. A page asks its queries as its visitor for every request (the answers are its key: web/src/ssr/
// renderedPages.ts); the listing's products and filters' counts are the same for every visitor and come from the
// catalogue's page cache, yet each ran through Apollo's whole pipeline with its own stamp read, gallery reads and
// resolvers: most of a kept page's CPU. Here such an answer is kept under its document, its variables and the two
// catalogue stamps (modules/product/product.cache.ts), read once per page, and reused only while
// - both stamps read now are the ones it was computed under (any product, stock, gallery, category, brand change or
//   delete moves one of them), and it was computed SETTLE_MS after both (settledAfter, as the page cache decides);
// - it is younger than KEEP_MS: a stock-dependent count the page cache reloads in the background (STOCK_BOUND_MS) is
//   shown at most that much longer.
// Only documents whose every field is one of CATALOGUE_FIELDS and every argument one of CATALOGUE_ARGUMENTS qualify
// (no field reads the viewer); the rest run as before. A kept answer still spends its cost from the visitor's budget,
// as the query would (traffic/).
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from "graphql";
import type { Request } from "express";
import type { ExecuteOperation } from "../../web/src/ssr/renderContract.ts";
import { settledAfter, type Stamps } from "./modules/product/product.cache.js";
import { isExpensive } from "./traffic/graphql-traffic.js";

type Operation = Parameters<ExecuteOperation>[0];
type Answer = Awaited<ReturnType<ExecuteOperation>>;

/** The catalogue's reads whose answers are the same for every visitor (their resolvers read no viewer). */
const CATALOGUE_ROOTS = new Set(["products", "productFacets", "searchProducts", "categories", "brands"]);
/** The arguments they may be given (the menus' includeHidden, an admin's, is not one). */
const CATALOGUE_ARGUMENTS = new Set(["filter", "sortBy", "page", "pageSize", "keyword", "colour", "if"]);
/** Every field such a document may select: the catalogue page's, a product's row and its pictures, a facet's counts. */
const CATALOGUE_FIELDS = new Set([
  ...CATALOGUE_ROOTS,
  "__typename",
  "total",
  "totalIsEstimate",
  "page",
  "pageSize",
  "items",
  ...["id", "slug", "title", "description", "category", "brand", "image", "cover", "images", "priceCents", "salePriceCents", "totalStock", "averageReview", "reviewCount", "sizes", "colours"],
  ...["url", "alt", "colour", "width", "height", "placeholder"],
  ...["size", "value", "count", "name"],
]);
/** How long a kept answer is reused at most (see above). */
export const KEEP_MS = 1_000;
const MAX_ENTRIES = 500;

interface Entry {
  stamps: Stamps;
  computedAt: number;
  data: Record<string, unknown>;
  cost: number;
  expensive: boolean;
}

export interface PageAnswersDeps {
  readStamps: () => Promise<Stamps>;
  /** Spends the answer's cost from the visitor's budget (throws when refused: the query then runs, and is refused). */
  admit: (req: Request, cost: number, expensive: boolean) => Promise<unknown>;
  now?: () => number;
}

export class PageAnswers {
  private readonly entries = new Map<string, Entry>();
  /** Per document text: its operation when every field is a catalogue one, else null. */
  private readonly documents = new Map<string, OperationDefinitionNode | null>();
  private readonly now: () => number;

  constructor(private readonly deps: PageAnswersDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * The page's runner: catalogue answers kept by the stamps (read once, for the page's first such query), the rest
   * run by `execute` as before.
   */
  forPage(req: Request, execute: ExecuteOperation): ExecuteOperation {
    let stamps: Promise<Stamps> | undefined;
    return async (operation) => {
      const definition = this.catalogueOperation(operation);
      if (!definition) return execute(operation);
      const at = this.now();
      stamps ??= this.deps.readStamps();
      const current = await stamps;
      const key = JSON.stringify([operation.query, operation.operationName ?? null, operation.variables ?? {}]);
      const kept = this.entries.get(key);
      if (kept && sameStamps(kept.stamps, current) && settledAfter(current, kept.computedAt) && at - kept.computedAt < KEEP_MS) {
        try {
          await this.deps.admit(req, kept.cost, kept.expensive);
          return { data: kept.data };
        } catch {
          return execute(operation); // refused: the query says why, as it would have
        }
      }
      const answer = await execute(operation);
      const cost = costOf(answer);
      if (answer.data && !answer.errors?.length && cost !== null) {
        this.entries.delete(key);
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { stamps: current, computedAt: at, data: deepFreeze(answer.data), cost, expensive: isExpensive(definition) });
      }
      return answer;
    };
  }

  private catalogueOperation({ query, operationName }: Operation): OperationDefinitionNode | null {
    const known = this.documents.get(query);
    if (known !== undefined) return known;
    let found: OperationDefinitionNode | null = null;
    try {
      found = catalogueOperationOf(parse(query), operationName);
    } catch {
      found = null; // not a document: Apollo says why
    }
    if (this.documents.size >= MAX_ENTRIES) this.documents.clear();
    this.documents.set(query, found);
    return found;
  }
}

/** The document's one query operation when it reads only the catalogue (every field, fragments' included). */
export function catalogueOperationOf(document: DocumentNode, operationName?: string): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) return null;
  const operation = operations[0]!;
  if (operation.operation !== "query" || (operationName && operation.name?.value !== operationName)) return null;
  if (!operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && CATALOGUE_ROOTS.has(s.name.value))) return null;
  let onlyCatalogue = true;
  const visit = (node: unknown): void => {
    if (!onlyCatalogue || !node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { kind?: string; name?: { value: string } };
    if (n.kind === Kind.FIELD && !CATALOGUE_FIELDS.has(n.name!.value)) onlyCatalogue = false;
    if (n.kind === Kind.ARGUMENT && !CATALOGUE_ARGUMENTS.has(n.name!.value)) onlyCatalogue = false;
    // A directive could be one the schema adds behaviour with: only the standard @include and @skip are known here.
    if (n.kind === Kind.DIRECTIVE && !["include", "skip"].includes(n.name!.value)) onlyCatalogue = false;
    for (const [k, v] of Object.entries(node)) if (k !== "loc") visit(v);
  };
  visit(document.definitions);
  return onlyCatalogue ? operation : null;
}

const sameStamps = (a: Stamps, b: Stamps) => a.stamp === b.stamp && a.stockStamp === b.stockStamp;

/** What the answer cost (the traffic plugin's extensions.cost); null when it says none. */
function costOf(answer: Answer): number | null {
  const cost = (answer as { extensions?: { cost?: { requestedQueryCost?: unknown } } }).extensions?.cost?.requestedQueryCost;
  return typeof cost === "number" ? cost : null;
}

/** Shared by every page that reuses it: nobody may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
