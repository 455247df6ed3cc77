import createMiddleware from "next-intl/middleware";
import { routing } from "./lib/i18n/routing";

export default createMiddleware(routing);

export const config = {
  // Pages only: API routes, Next internals and files (anything with a dot) skip the locale logic.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
