import { defineSitePage } from "@/components/pages/define-site-page";

const page = defineSitePage("la");
export const generateMetadata = page.generateMetadata;
export default page.Page;
