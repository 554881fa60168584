import type { SealingAvailability } from "../secrets/sealing-availability.js";
import type { RegistryOptions, StationRegistry, StationSpec } from "./registry-api.js";
import { settleStoredKeys } from "./stored-keys.js";

const noSealing: SealingAvailability = {
  available: false,
  problem: "unset",
  reason: "This bot cannot store API keys: its operator has not set SECRET_KEY.",
};

/** The registry's sealing of the keys moderators type: whether it can, the seal, and the stored keys' upkeep. */
export function registrySealing(
  options: Pick<RegistryOptions, "sealer" | "sealing">,
  identityOf: (spec: StationSpec, apiKey: string | undefined) => string,
): Pick<StationRegistry, "sealing" | "seal" | "settleStoredKeys"> {
  return {
    sealing: options.sealing ?? (options.sealer ? { available: true } : noSealing),
    seal(plain, row) {
      if (!options.sealer) throw new Error("API keys cannot be stored: SECRET_KEY is unset");
      return options.sealer.seal(plain, row);
    },
    async settleStoredKeys(store, reseal) {
      if (!options.sealer) return { renamed: 0, resealed: 0, unopened: 0 };
      return settleStoredKeys(store, options.sealer, (saved, apiKey) => identityOf(saved, apiKey), reseal);
    },
  };
}
