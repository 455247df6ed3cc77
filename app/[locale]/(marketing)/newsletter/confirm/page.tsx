import { linkTokenPage } from "@/components/forms/link-token-page";

/** A confirmation link's page: its button subscribes. */
const { generateMetadata, Page } = linkTokenPage("newsletterConfirm");

export { generateMetadata };
export default Page;
