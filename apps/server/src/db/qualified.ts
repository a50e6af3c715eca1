import { getTableName, sql, type Column } from 'drizzle-orm';

/**
 * A column named with its table, however the statement around it renders columns. Drizzle leaves the
 * columns of a single-table select's fields unqualified, so in a subquery there a column of the outer table
 * would be read as the inner table's own, if it had one of that name (decision 0028).
 */
export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
