// What a GraphQL query asks for below the field being resolved, for resolvers that can skip work nobody asked for.
import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * The names of the fields the query selects at `path` below the resolved field (aliases aside; fragments and inline
 * fragments followed; @skip and @include not read, so a field they may leave out counts as asked for).
 */
export function fieldsAt(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const node of info.fieldNodes) if (node.selectionSet) collect(node.selectionSet, path, info.fragments, found);
  return found;
}

function collect(set: SelectionSetNode, path: readonly string[], fragments: Record<string, FragmentDefinitionNode>, found: Set<string>) {
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, path, fragments, found);
    else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      // Validation has checked that every spread names a fragment and that fragments do not spread themselves.
      const fragment = fragments[selection.name.value];
      if (fragment) collect(fragment.selectionSet, path, fragments, found);
    } else if (path.length === 0) found.add(selection.name.value);
    else if (selection.name.value === path[0] && selection.selectionSet) collect(selection.selectionSet, path.slice(1), fragments, found);
  }
}
