/** A staff password's length: 12 characters at least (the rule), 200 at most (hashing stays cheap). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
