import { linkTokenPage } from "@/components/forms/link-token-page";

/** A verification link's page: its button files the request. */
const { generateMetadata, Page } = linkTokenPage("privacyRequestVerify");

export { generateMetadata };
export default Page;
