// What a page's render asked the API, remembered per URL (in this process, for the last pages rendered): the next
// render of the URL asks it all at once before it renders, and then renders once instead of twice (Apollo's SSR renders
// to find the queries, waits for them, renders again). A query the page no longer asks is only asked in vain; a query
// it asks anew is found by the render as before. Nothing a visitor's answers hold is kept: the queries are asked again,
// as the visitor, every time.
//
// A URL never rendered here (most product pages, a crawler's every page) is guessed from the last page rendered on the
// same route with the same inputs: its queries, with that page's inputs (the path's params, the search's values)
// replaced by this URL's (/shop/product/red-tee asked `slug: "red-tee"`, so /shop/product/blue-cap asks
// `slug: "blue-cap"`), and with the values that page took from an answer (its reviews asked by the product's id) taken
// from the same place in this page's answer. A wrong guess costs what it did before (the render finds the right queries
// and renders again) plus the queries asked in vain; a route whose guesses keep missing is guessed only now and then.
import type { DocumentNode } from "graphql";
import { matchRoutes, type RouteObject } from "react-router";
import { dependenciesOf, filled, type Dependency } from "./queryDependencies";

export interface AskedQuery {
  query: DocumentNode;
  /** The document as sent (printed). */
  text: string;
  operationName?: string;
  variables: Record<string, unknown>;
  /** Its document and variables as one key. */
  key: string;
}

/** A URL as its route reads it. */
export interface PageAddress {
  url: string;
  /** The route's pattern and the names of its inputs in order (`shop/product/:slug|:slug`): pages of one route. */
  route: string;
  /** The values the URL gives the route's inputs, in the order `route` names them. */
  inputs: string[];
}

export function addressOf(url: string, routes: RouteObject[]): PageAddress {
  // An address the URL parser refuses is a route of its own, never guessed from another.
  if (!URL.canParse(url, "http://page")) return { url, route: url, inputs: [] };
  const { pathname, searchParams } = new URL(url, "http://page");
  const matches = matchRoutes(routes, pathname) ?? [];
  const pattern = matches.map((m) => m.route.path ?? "").filter(Boolean).join("/");
  const params = Object.entries(matches.at(-1)?.params ?? {}).map(([name, value]) => [`:${name}`, value ?? ""]);
  const inputs = [...params, ...[...searchParams].map(([name, value]) => [`?${name}`, value])];
  return { url, route: `${pattern}|${inputs.map(([name]) => name).join("&")}`, inputs: inputs.map(([, value]) => value!) };
}

/** What to ask before rendering: `first` at once, then `then` with their answers (in order) for what depends on them. */
export interface QueriesToAsk {
  first: AskedQuery[];
  then?: (answers: unknown[]) => AskedQuery[];
  /** Made from another page of the route. */
  guessed: boolean;
}

/** Pages remembered; the least recently rendered goes first. */
const LIMIT = 2000;
const learned = new Map<string, AskedQuery[]>();

interface RouteLesson {
  /** The last page rendered on the route: its inputs, what it asked, and where each query's ids came from. */
  inputs: string[];
  queries: AskedQuery[];
  /** Per query: the answers its ids came from, or null when it is left to the render. */
  dependencies: (Dependency[] | null)[];
  /** Guesses in a row that the render had to complete. */
  misses: number;
  /** Pages not guessed since the route gave up (every RETRY_AFTER-th is guessed again: the pages may have changed). */
  skipped: number;
}
/** Routes remembered (their input names come from visitors' URLs: bounded). */
const ROUTE_LIMIT = 200;
const MISSES_BEFORE_GIVING_UP = 3;
const RETRY_AFTER = 50;
const byRoute = new Map<string, RouteLesson>();

/** The queries to ask before rendering `address`: what its last render asked, else a guess from its route, else none. */
export function queriesOf(address: PageAddress): QueriesToAsk {
  const queries = learned.get(address.url);
  if (queries) {
    touch(learned, address.url, queries);
    return { first: queries, guessed: false };
  }
  const lesson = byRoute.get(address.route);
  const guessing = lesson && (lesson.misses < MISSES_BEFORE_GIVING_UP || ++lesson.skipped % RETRY_AFTER === 0);
  return (guessing && guessFrom(lesson, address.inputs)) || { first: [], guessed: false };
}

/**
 * What the render of `address` asked: the queries asked before it (`before`, a guess when `guessed`) and those the
 * render asked on top (`asked`: a guess needing any is a miss, and its guessed queries the render asked again with
 * other variables are dropped). `answerOf` gives each one's answer, read for where the page's ids came from.
 */
export function learn(address: PageAddress, before: AskedQuery[], asked: AskedQuery[], guessed: boolean, answerOf: (key: string) => unknown) {
  const redone = new Set(asked.map((q) => q.text));
  const kept = guessed && asked.length ? before.filter((q) => !redone.has(q.text)) : before;
  const queries = [...new Map([...kept, ...asked].map((q) => [q.key, q])).values()];
  touch(learned, address.url, queries);
  if (learned.size > LIMIT) learned.delete(learned.keys().next().value!);
  const lesson = byRoute.get(address.route);
  const misses = guessed ? (asked.length ? (lesson?.misses ?? 0) + 1 : 0) : (lesson?.misses ?? 0);
  // The same queries as the route's last lesson: where their ids came from is known already.
  const known = lesson && lesson.queries.length === queries.length && lesson.queries.every((q, i) => q.text === queries[i]!.text);
  const dependencies = known && !asked.length ? lesson.dependencies : dependenciesOf(queries, address.inputs, answerOf);
  touch(byRoute, address.route, { inputs: address.inputs, queries, dependencies, misses, skipped: lesson?.skipped ?? 0 });
  if (byRoute.size > ROUTE_LIMIT) byRoute.delete(byRoute.keys().next().value!);
}

function touch<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
}

/** The lesson's queries with its page's input values swapped for these; none when the swap would be ambiguous. */
function guessFrom(lesson: RouteLesson, inputs: string[]): QueriesToAsk | undefined {
  const swaps = new Map<unknown, unknown>();
  for (const [i, before] of lesson.inputs.entries()) {
    const now = inputs[i]!;
    if (!swapAlso(swaps, before, now)) return undefined;
    // A number in the URL (page=2) is a number in the variables.
    if (isNumber(before) && !swapAlso(swaps, Number(before), isNumber(now) ? Number(now) : undefined)) return undefined;
  }
  const guessed = lesson.queries.map((q) => swapped(q.variables, swaps) as Record<string, unknown>);
  const independent = lesson.queries.flatMap((_, i) => (lesson.dependencies[i]?.length === 0 ? [i] : []));
  const first = independent.map((i) => withVariables(lesson.queries[i]!, guessed[i]!));
  const then = (answers: unknown[]) => {
    const answerOf = new Map(independent.map((query, at) => [query, answers[at]]));
    return lesson.queries.flatMap((q, i) => {
      const dependencies = lesson.dependencies[i];
      if (!dependencies?.length) return [];
      const variables = filled(guessed[i]!, dependencies, (query) => answerOf.get(query));
      return variables ? [withVariables(q, variables)] : [];
    });
  };
  return { first, then, guessed: true };
}

const withVariables = (q: AskedQuery, variables: Record<string, unknown>): AskedQuery => ({ ...q, variables, key: `${q.text}|${JSON.stringify(variables)}` });

/** Adds before -> now, false when `before` already goes elsewhere or `now` is not a value the URL can give. */
function swapAlso(swaps: Map<unknown, unknown>, before: unknown, now: unknown): boolean {
  if (now === undefined) return false;
  if (swaps.has(before) && swaps.get(before) !== now) return false;
  swaps.set(before, now);
  return true;
}

const isNumber = (value: string) => /^-?\d{1,15}$/.test(value);

function swapped(value: unknown, swaps: Map<unknown, unknown>): unknown {
  if (swaps.has(value)) return swaps.get(value);
  if (Array.isArray(value)) return value.map((v) => swapped(v, swaps));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapped(v, swaps)]));
  return value;
}
