/**
 * Who made a change, as the screens name them: the seed and migrations act as no user ("System");
 * a change whose user was deleted since keeps its id but not the name ("Deleted user").
 */
export function actorName(person: { id?: string | null; name: string | null } | null | undefined): string {
  if (person?.name) return person.name;
  return person?.id ? 'Deleted user' : 'System';
}
