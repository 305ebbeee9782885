// Text put into HTML (emails, the dev mailbox, prerendered pages): the five characters that could end an element
// or an attribute, as entities.
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
