/** What the regrouping rules of section 4 need of a group. */
export interface Regroupable {
  key: string;
  /** Fixed assignments (update flow): they never leave their group. */
  defaultIds: string[];
  ids: string[];
}

const isFixed = (groups: Regroupable[], id: string) => groups.some((g) => g.defaultIds.includes(id));

/**
 * Moves an assignment into `targetKey`: it leaves its previous group, and a group emptied by that (one new
 * assignment and no fixed ones) is dropped. Fixed assignments stay where they are.
 */
export function moveAssignment<G extends Regroupable>(groups: G[], targetKey: string, id: string): G[] {
  const target = groups.find((g) => g.key === targetKey);
  if (!target || target.ids.includes(id) || isFixed(groups, id)) return groups;
  return groups
    .map((g) => {
      if (g.key === targetKey) return { ...g, ids: [...g.ids, id] };
      if (g.ids.includes(id)) return { ...g, ids: g.ids.filter((x) => x !== id) };
      return g;
    })
    .filter((g) => g.ids.length > 0);
}

/**
 * Takes an assignment out of a group of several into a new group of its own (made by `makeGroup`, placed
 * last). The only assignment of a group and fixed assignments stay: every chosen assignment keeps a group.
 */
export function splitAssignment<G extends Regroupable>(
  groups: G[],
  key: string,
  id: string,
  makeGroup: (ids: string[]) => G,
): G[] {
  const group = groups.find((g) => g.key === key);
  if (!group || !group.ids.includes(id) || group.ids.length < 2 || group.defaultIds.includes(id))
    return groups;
  return [
    ...groups.map((g) => (g.key === key ? { ...g, ids: g.ids.filter((x) => x !== id) } : g)),
    makeGroup([id]),
  ];
}

/**
 * A group's select changed to `next`: added ids move in from their groups, removed ones split out. This is
 * what the 'Group Assignments' multi-select calls.
 */
export function regroup<G extends Regroupable>(
  groups: G[],
  key: string,
  next: string[],
  makeGroup: (ids: string[]) => G,
): G[] {
  const group = groups.find((g) => g.key === key);
  if (!group) return groups;
  let out = groups;
  for (const id of next.filter((x) => !group.ids.includes(x))) out = moveAssignment(out, key, id);
  for (const id of group.ids.filter((x) => !next.includes(x))) out = splitAssignment(out, key, id, makeGroup);
  return out;
}
