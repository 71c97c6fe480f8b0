import { customType } from 'drizzle-orm/pg-core';

/**
 * Case-insensitive text (the citext extension is enabled by migration 0000): the same address in
 * another letter case is the same address.
 */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** Raw bytes (uploaded avatars); node-postgres reads and writes bytea as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
