// Where a page's query took a value from another query's answer (the product page asks its reviews by the product's
// id, which the product's own query answered): found in the answers after a render, so that a page of the same route
// can ask the first query, then the one depending on it with the value from its own answer (ssr/learnedQueries.ts).
/** A query as asked: its variables, and its key (document and variables) to find its answer by. */
interface Query {
  key: string;
  variables: Record<string, unknown>;
}

type Path = (string | number)[];

/** The value at `at` in a query's variables comes from the answer of query `from` (its index), at `path`. */
export interface Dependency {
  at: Path;
  from: number;
  path: Path;
}

/** Ids and cursors: shorter values (a page number, "men") are too likely to be found by chance. */
const MIN_LENGTH = 8;
/** How far into an answer a value is looked for (a product's id is at product.id; a listing's at items.N.id). */
const MAX_DEPTH = 6;
const MAX_ITEMS = 100;

/**
 * Each query's dependencies (none: asked first), or null for a query depending on one that itself depends on
 * another: asked by the render, not before it. A value the URL gave (`inputs`) is not taken from an answer.
 */
export function dependenciesOf(queries: Query[], inputs: string[], answerOf: (key: string) => unknown): (Dependency[] | null)[] {
  const answers = queries.map((q) => answerOf(q.key));
  const given = new Set(inputs);
  const found = queries.map((q, i) =>
    leaves(q.variables).flatMap(([at, value]) => {
      if (typeof value !== "string" || value.length < MIN_LENGTH || given.has(value)) return [];
      for (const [from, answer] of answers.entries()) {
        const path = from === i ? undefined : pathOf(answer, value, MAX_DEPTH);
        if (path) return [{ at, from, path }];
      }
      return [];
    }),
  );
  return found.map((dependencies) => (dependencies.some((d) => found[d.from]!.length) ? null : dependencies));
}

/** The variables with each dependency's value read from its query's answer; undefined when one is not there. */
export function filled(variables: Record<string, unknown>, dependencies: Dependency[], answerOf: (query: number) => unknown): Record<string, unknown> | undefined {
  let result: unknown = variables;
  for (const { at, from, path } of dependencies) {
    const value = path.reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined), answerOf(from));
    if (typeof value !== "string") return undefined;
    result = setAt(result, at, value);
  }
  return result as Record<string, unknown>;
}

function leaves(value: unknown, at: Path = []): [Path, unknown][] {
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, v]) => leaves(v, [...at, Array.isArray(value) ? Number(key) : key]));
  return [[at, value]];
}

function pathOf(node: unknown, value: string, depth: number): Path | undefined {
  if (node === value) return [];
  if (!node || typeof node !== "object" || depth === 0) return undefined;
  const entries = Array.isArray(node) ? node.slice(0, MAX_ITEMS).map((v, i) => [i, v] as const) : Object.entries(node);
  for (const [key, child] of entries) {
    const rest = pathOf(child, value, depth - 1);
    if (rest) return [key, ...rest];
  }
  return undefined;
}

function setAt(node: unknown, [key, ...rest]: Path, value: unknown): unknown {
  if (key === undefined) return value;
  const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string | number, unknown>;
  copy[key] = setAt(copy[key], rest, value);
  return copy;
}
