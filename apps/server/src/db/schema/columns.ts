import { customType } from 'drizzle-orm/pg-core';

/**
 * Case-insensitive text (the citext extension is enabled by migration 0000): the same address in
 * another letter case is the same address.
 */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });
