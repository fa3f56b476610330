/** Statuses for a select, grouped under their status group's name. */
export type StatusOptions = { group: string; items: { value: string; label: string }[] }[];
