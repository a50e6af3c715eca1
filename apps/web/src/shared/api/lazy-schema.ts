import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A contracts schema that loads with the first answer it checks (RTK Query awaits a Standard Schema's
 * validate): the calls of the login page and of the app's frame can then be declared without zod in the
 * first bundle (issue 23). `load` imports a small module that re-exports the schema, so the chunk holds
 * zod and that schema, not every contract.
 */
export function lazySchema<Input, Output>(
  load: () => Promise<StandardSchemaV1<Input, Output>>,
): StandardSchemaV1<Input, Output> {
  let schema: Promise<StandardSchemaV1<Input, Output>> | undefined;
  const standard: StandardSchemaV1<Input, Output>['~standard'] = {
    version: 1,
    vendor: 'zod',
    validate: async (value) => (await (schema ??= load()))['~standard'].validate(value),
  };
  return { '~standard': standard };
}
