import { defineCampaignPage } from "@/components/forms/define-campaign-page";

const page = defineCampaignPage("phx", "PHXDisc");
export const generateMetadata = page.generateMetadata;
export default page.Page;
