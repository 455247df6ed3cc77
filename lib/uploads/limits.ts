/**
 * Every upload limit in one place. nginx (deploy/nginx.conf) accepts bodies up to 520 MB, which
 * covers the largest consulting request: 10 files of 50 MB plus the form fields.
 */
export const MAX_FILE_BYTES = 52_428_800;
export const MAX_FILES_PER_REQUEST = 10;
/** Sum of the file bytes one consulting request may carry (direct parts and staged files together). */
export const MAX_TOTAL_FILE_BYTES = MAX_FILES_PER_REQUEST * MAX_FILE_BYTES;
export const MAX_FIELD_BYTES = 16 * 1024;
export const MAX_FIELDS = 60;

/** A staged upload (one file sent ahead of the final submit) is kept this long, then swept. */
export const STAGED_TTL_MS = 24 * 60 * 60 * 1000;
/** Temp files older than this are leftovers of a crashed process. */
export const TEMP_TTL_MS = 2 * 60 * 60 * 1000;
/** How often a process sweeps expired staged and temp files. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Office Open XML files are zip archives: refuse archives that expand past these (zip bombs). */
export const MAX_OOXML_UNCOMPRESSED_BYTES = 300 * 1024 * 1024;
export const MAX_OOXML_ENTRIES = 5000;
