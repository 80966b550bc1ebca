/** The resolved PostgreSQL URL (DATABASE_URL or the embedded server's). */
export const DATABASE_URL = Symbol('DATABASE_URL');
