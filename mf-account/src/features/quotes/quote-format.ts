/** 'a@x.com, b@y.com' or one per line: the addresses a buyer typed. */
export const addressesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
