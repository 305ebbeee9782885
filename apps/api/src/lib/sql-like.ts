// Searching with ILIKE: the user's text matches literally (its %, _ and \ are escaped).
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
