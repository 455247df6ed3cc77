import { defineSitePage } from "@/components/pages/define-site-page";

const page = defineSitePage("modular");
export const generateMetadata = page.generateMetadata;
export default page.Page;
