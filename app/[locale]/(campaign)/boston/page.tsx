import { defineCampaignPage } from "@/components/forms/define-campaign-page";

const page = defineCampaignPage("boston", "BostonDisc");
export const generateMetadata = page.generateMetadata;
export default page.Page;
