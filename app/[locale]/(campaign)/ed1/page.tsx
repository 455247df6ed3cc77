import { defineSitePage } from "@/components/pages/define-site-page";

const page = defineSitePage("ed1");
export const generateMetadata = page.generateMetadata;
export default page.Page;
