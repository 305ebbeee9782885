// Searching with ILIKE: the user's text matches literally (its %, _ and \ are escaped).
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The most words of a search matched one by one; any beyond are matched together, in order, with the last. */
const SEARCH_WORDS = 6;

/**
 * A search's LIKE patterns for a text column, one per word, each to be found anywhere: "Musa Garba" and "garba musa"
 * find the same person (a name may be given surname first, and a stored name may keep a gap where a middle name is
 * missing). Lower-cased, with %, _ and \\ matching literally; a blank search has none.
 */
export function searchPatterns(search: string | undefined): string[] {
  const words = [...new Set((search ?? '').toLowerCase().split(/\s+/).filter(Boolean))].map(escapeLike);
  const tail = words.splice(SEARCH_WORDS - 1);
  if (tail.length) words.push(tail.join('%'));
  return words.map((word) => `%${word}%`);
}
