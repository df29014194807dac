import { getSettings } from "@/lib/content";
import { resolveConfig, type Config } from "@/lib/settings";

/** The settings this build is made with (build time only: it reads content). */
export async function getConfig(): Promise<Config> {
  return resolveConfig(await getSettings(), import.meta.env);
}
