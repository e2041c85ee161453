import type * as account from "./account";
import type * as apiTokens from "./api-tokens";
import type * as courses from "./courses";
import type { BodyInputOf, EndpointRoute, PathParamsOf, ResponseOf } from "./endpoint";
import type * as entries from "./entries";
import type * as events from "./events";
import type * as handicaps from "./handicaps";
import type * as live from "./live";
import type * as members from "./members";
import type * as players from "./players";
import type * as results from "./results";
import type * as scorecards from "./scorecards";
import type * as sweeps from "./sweeps";
import type * as sweepTransfer from "./sweep-transfer";
import type * as system from "./system";
import type * as notifications from "./notifications";
import type * as money from "./money";
import type * as calendar from "./calendar";
import type * as guests from "./guests";
import type * as rules from "./rules";

type ExportsOf<Module> = Module[keyof Module];
type AnyContract =
  | ExportsOf<typeof account>
  | ExportsOf<typeof apiTokens>
  | ExportsOf<typeof courses>
  | ExportsOf<typeof entries>
  | ExportsOf<typeof events>
  | ExportsOf<typeof handicaps>
  | ExportsOf<typeof live>
  | ExportsOf<typeof members>
  | ExportsOf<typeof players>
  | ExportsOf<typeof results>
  | ExportsOf<typeof scorecards>
  | ExportsOf<typeof sweeps>
  | ExportsOf<typeof sweepTransfer>
  | ExportsOf<typeof system>
  | ExportsOf<typeof rules>
  | ExportsOf<typeof guests>
  | ExportsOf<typeof calendar>
  | ExportsOf<typeof money>
  | ExportsOf<typeof notifications>;

/**
 * The contract a route belongs to, found by its operation id at compile time only: client code imports these
 * types, never the contract modules, so their schemas stay on the server.
 */
export type ContractOf<R extends EndpointRoute> = Extract<AnyContract, { operationId: R["operationId"] }>;

export type RouteParamsOf<R extends EndpointRoute> = PathParamsOf<ContractOf<R>>;
export type RouteBodyOf<R extends EndpointRoute> = BodyInputOf<ContractOf<R>>;
export type RouteResponseOf<R extends EndpointRoute> = ResponseOf<ContractOf<R>>;
