/** The messages step 1 of the report wizard shows in English when Next is pressed with every field empty. */
export const step1RequiredMessages = [
  "First name is required",
  "Last name is required",
  "Email is required",
  "Phone number is required",
  "Company name is required",
];
