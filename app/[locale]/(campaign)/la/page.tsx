import { defineCampaignPage } from "@/components/forms/define-campaign-page";

const page = defineCampaignPage("la", "LADisc");
export const generateMetadata = page.generateMetadata;
export default page.Page;
