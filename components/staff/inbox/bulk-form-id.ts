/** The id of the inbox's bulk form, which the table's row checkboxes name in their `form` attribute. */
export const BULK_FORM_ID = "bulk-form";
