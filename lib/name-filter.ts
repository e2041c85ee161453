/** The members' name filter: the text matches the start of a first or last name, ignoring case and accents. */
export function matchesName(fullName: string, query: string): boolean {
  const wanted = fold(query.trim());
  if (wanted === "") return true;
  const name = fold(fullName);
  return name.startsWith(wanted) || name.split(/[\s'-]+/).some((part) => part.startsWith(wanted));
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
