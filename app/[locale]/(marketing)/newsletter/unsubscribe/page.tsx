import { linkTokenPage } from "@/components/forms/link-token-page";

/** An unsubscribe link's page: its button withdraws, no sign-in. */
const { generateMetadata, Page } = linkTokenPage("newsletterUnsubscribe");

export { generateMetadata };
export default Page;
