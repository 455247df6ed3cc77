/**
 * Field lengths: the old site's string default is 50; free text gets room for a paragraph or two.
 * Apart from the schemas so a field can count against them without loading zod.
 */
export const MAX = { short: 50, medium: 100, long: 200, email: 254, text: 5000 } as const;
