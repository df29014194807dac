import base from "./playwright.config";
const servers = base.webServer as unknown[];
export default { ...base, webServer: [servers[0]] };
