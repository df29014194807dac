/** The settings the build was made with, checked once (build-tools/store-config.ts). */
declare module "virtual:store-config" {
  import type { Config } from "@/lib/config";

  const config: Config;
  export default config;
}
