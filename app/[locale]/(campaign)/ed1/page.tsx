import { defineCampaignPage } from "@/components/forms/define-campaign-page";

const page = defineCampaignPage("ed1", "ED1Report");
export const generateMetadata = page.generateMetadata;
export default page.Page;
