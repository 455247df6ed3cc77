import { defineStaffPage } from "@/components/pages/define-staff-page";

// Read at request time: the flag can be switched without a rebuild.
export const dynamic = "force-dynamic";

const page = defineStaffPage("blogEditor", "/blog-editor");
export const generateMetadata = page.generateMetadata;
export default page.Page;
