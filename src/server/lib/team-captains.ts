/**
 * A team's captains (the captain and the co-captain, whoever is named): the facts of the
 * captains' access rules and whom a team's notices go to. `exceptId`: the person who acted is
 * not told of their own act.
 */
export function captainIdsOf(
  team: { captainId: string | null; coCaptainId: string | null },
  exceptId?: string | null,
): string[] {
  return [...new Set([team.captainId, team.coCaptainId])].filter(
    (id): id is string => !!id && id !== exceptId,
  );
}
