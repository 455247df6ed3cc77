import { earlierVersionRoute } from "@/components/legal/earlier-version-page";

/** Terms a visitor may have agreed to before the current ones took effect. */
const route = earlierVersionRoute("terms");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
