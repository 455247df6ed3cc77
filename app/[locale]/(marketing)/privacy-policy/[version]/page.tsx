import { earlierVersionRoute } from "@/components/legal/earlier-version-page";

/** Privacy policies in force before the current one (the 2021 one keeps its own address, OLD_PRIVACY_TOKEN). */
const route = earlierVersionRoute("privacy");

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
